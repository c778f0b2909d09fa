import type { Plugin, ResolvedConfig } from 'vite';

type Hooks = Omit<Plugin, 'name' | 'apply' | 'configResolved'>;

/**
 * A Vite plugin of this project that runs in builds only, named `loc-liber:<name>`; its hooks
 * read the resolved config through `config()` (resolved before any of them runs).
 */
export function buildPlugin(name: string, hooks: (config: () => ResolvedConfig) => Hooks): Plugin {
  let resolved: ResolvedConfig | undefined;
  const config = () => {
    if (!resolved) throw new Error(`loc-liber:${name}: the config is not resolved yet`);
    return resolved;
  };
  return {
    name: `loc-liber:${name}`,
    apply: 'build',
    configResolved(value) {
      resolved = value;
    },
    ...hooks(config),
  };
}
