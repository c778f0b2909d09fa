/**
 * A number typed in a text field, as the API takes it: the number when it reads as one
 * ("44,43" too), null when blank (the server says "required"), else the text itself, so the
 * server says it is not a number instead of calling it missing (JSON has no NaN: a NaN would
 * travel as null).
 */
export function typedNumber(text: string): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : trimmed;
}
