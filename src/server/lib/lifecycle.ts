/**
 * Where this process is in its life, for the readiness probe: draining from the moment a stop
 * signal arrives (GET /api/ready answers 503 so a load balancer stops sending new requests),
 * while the requests in flight finish (main.ts, docs/deploy.md).
 */
export type Lifecycle = {
  readonly draining: boolean;
  startDraining: () => void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining: () => {
      draining = true;
    },
  };
}
