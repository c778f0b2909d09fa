export type ToastTone = 'success' | 'error' | 'info';
export type ToastItem = { id: number; tone: ToastTone; text: string };

type Listener = (items: ToastItem[]) => void;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l(items));

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

function show(tone: ToastTone, text: string, durationMs = 4000): number {
  const id = nextId++;
  // Keep at most three: a burst of messages must not cover the screen.
  items = [...items.slice(-2), { id, tone, text }];
  emit();
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/** Short messages that outlive a navigation ("Account updated"), shown by <Toaster />. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text, 6000),
  info: (text: string) => show('info', text),
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(items);
  return () => listeners.delete(listener);
}
