import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentContract } from '../../../../domain/contracts/documents';
import type { DocumentFields } from '../../../../domain/document-schemas';
import { apiDocumentKinds, type ApiDocumentKind } from '../../../../domain/documents';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';

export type AutomobileDocument = DocumentContract;
export type DocumentsByKind = Record<ApiDocumentKind, AutomobileDocument[]>;
/** The fields a form sends; the server keeps those of the kind (a PUT replaces them all). */
export type DocumentPayload = DocumentFields;

/** Query keys of the documents: one per automobile (persisted for use with no signal). */
export const documentKeys = {
  all: ['documents'] as const,
  automobile: (automobileId: number) => ['documents', automobileId] as const,
};

/** Every document of an automobile, by kind: one read fills its page, its lists and its forms. */
export async function getAutomobileDocuments(automobileId: number): Promise<DocumentsByKind> {
  const lists = await Promise.all(
    apiDocumentKinds.map(async (kind) =>
      unwrapData(await call('GET /automobiles/{id}/{kind}', { params: { id: automobileId, kind } })),
    ),
  );
  return Object.fromEntries(apiDocumentKinds.map((kind, index) => [kind, lists[index] ?? []])) as DocumentsByKind;
}

export const automobileDocumentsQuery = (automobileId: number) =>
  queryOptions({
    queryKey: documentKeys.automobile(automobileId),
    queryFn: () => getAutomobileDocuments(automobileId),
    staleTime: 60 * 1000,
  });

export const useAutomobileDocuments = (automobileId: number) => useQuery(automobileDocumentsQuery(automobileId));

/** POST or PUT one document; the automobile's documents refresh after. */
export function useSaveDocument(automobileId: number, kind: ApiDocumentKind, documentId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: DocumentPayload) => {
      const answer = documentId
        ? await call('PUT /automobiles/{id}/{kind}/{docId}', {
            params: { id: automobileId, kind, docId: documentId },
            json: payload,
          })
        : await call('POST /automobiles/{id}/{kind}', { params: { id: automobileId, kind }, json: payload });
      return unwrapData(answer);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.automobile(automobileId) }),
  });
}

export function useDeleteDocument(automobileId: number, kind: ApiDocumentKind, documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call('DELETE /automobiles/{id}/{kind}/{docId}', { params: { id: automobileId, kind, docId: documentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.automobile(automobileId) }),
  });
}
