import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentContract } from '../../../../domain/contracts/documents';
import { apiDocumentKinds, type ApiDocumentKind } from '../../../../domain/documents';
import { api } from '../../../lib/api';
import { unwrapData } from '../../../lib/api-client';

export type AutomobileDocument = DocumentContract;
export type DocumentsByKind = Record<ApiDocumentKind, AutomobileDocument[]>;
/** The fields a form sends; the server keeps those of the kind (a PUT replaces them all). */
export type DocumentPayload = Partial<Record<keyof Omit<AutomobileDocument, 'id' | 'automobile_id'>, string | null>>;

/** Query keys of the documents: one per automobile (persisted for use with no signal). */
export const documentKeys = {
  all: ['documents'] as const,
  automobile: (automobileId: number) => ['documents', automobileId] as const,
};

/** Every document of an automobile, by kind: one read fills its page, its lists and its forms. */
export async function getAutomobileDocuments(automobileId: number): Promise<DocumentsByKind> {
  const lists = await Promise.all(
    apiDocumentKinds.map(async (kind) =>
      unwrapData(await api.get<{ data: AutomobileDocument[] }>(`automobiles/${automobileId}/${kind}`)),
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
      const path = `automobiles/${automobileId}/${kind}`;
      const answer = documentId
        ? await api.put<{ data: AutomobileDocument }>(`${path}/${documentId}`, { json: payload })
        : await api.post<{ data: AutomobileDocument }>(path, { json: payload });
      return unwrapData(answer);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.automobile(automobileId) }),
  });
}

export function useDeleteDocument(automobileId: number, kind: ApiDocumentKind, documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`automobiles/${automobileId}/${kind}/${documentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.automobile(automobileId) }),
  });
}
