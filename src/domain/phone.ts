/** A phone number: 7 to 15 digits, an optional leading +, spaces allowed between digits. */
export function isValidPhone(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\+?[0-9 ]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
