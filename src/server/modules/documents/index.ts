// What other modules may use of documents: the warnings a booking carries about expiring documents.
export { warningsFromDocuments, type WarnedDocument } from './service';
