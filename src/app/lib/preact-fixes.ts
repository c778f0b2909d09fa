import { options } from 'preact';

// What Preact's compat layer does not do as react-dom did (the app runs on Preact,
// vite.config.ts): imported by main.tsx before the first render.

// An SVG element's props are set as attributes under their JSX names, and SVG attribute names
// keep their case: `tabIndex` on an <svg> (the orientation dial) was no `tabindex`, so the
// element could not take focus. React writes `tabindex`; so does this, on every element (an
// HTML element lowercases the name anyway).
const previousVnode = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && 'tabIndex' in props) {
    props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
  previousVnode?.(vnode);
};
