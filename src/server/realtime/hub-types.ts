/** What the hub needs of a socket held by this process. */
export type HubSocket = {
  readonly id: string;
  send: (text: string) => void;
  close: (code: number, reason: string) => void;
};

export type RealtimeEvent = { channel: string; event: string; data: string; exceptSocketId?: string };
