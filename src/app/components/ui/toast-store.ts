export type ToastTone = 'success' | 'error' | 'info';
export type ToastItem = { id: number; tone: ToastTone; text: string };

type Listener = (items: ToastItem[]) => void;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l(items));

/** How long each toast stays once seen, and its running timer (none while held). */
const durations = new Map<number, number>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let held = false;

function forget(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  durations.delete(id);
}

function startTimer(id: number): void {
  if (held || timers.has(id)) return;
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durations.get(id)),
  );
}

export function dismissToast(id: number): void {
  forget(id);
  items = items.filter((item) => item.id !== id);
  emit();
}

function show(tone: ToastTone, text: string, durationMs = 4000): number {
  const id = nextId++;
  // Keep at most three: a burst of messages must not cover the screen.
  items.slice(0, -2).forEach((item) => forget(item.id));
  items = [...items.slice(-2), { id, tone, text }];
  durations.set(id, durationMs);
  startTimer(id);
  emit();
  return id;
}

/** Short messages that outlive a navigation ("Account updated"), shown by <Toaster />. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text, 6000),
  info: (text: string) => show('info', text),
};

/**
 * While the toaster has no place clear of what must stay readable (toast-placement), its
 * toasts wait: their time starts (again, in full) once they can be seen.
 */
export function holdToasts(hold: boolean): void {
  if (hold === held) return;
  held = hold;
  if (held) {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
  } else {
    items.forEach((item) => startTimer(item.id));
  }
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(items);
  return () => listeners.delete(listener);
}
