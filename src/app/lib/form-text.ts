/**
 * What a form holds for a request: every field of the request's schema as the text typed (blank
 * is none), turned into the request by its api call (e.g. a blank phone sent as null).
 */
export type FormText<Request> = { [Field in keyof Request]-?: string };
