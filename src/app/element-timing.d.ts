// Element Timing (https://w3c.github.io/element-timing/): `elementtiming` names an element
// whose first paint the browser records as a PerformanceElementTiming entry. The first
// screens' data carry one, so a measurement (npm run bench offline) reads when the data was
// painted without running script in the page. React passes the attribute through as is.
import 'react';

declare module 'react' {
  // The same type parameter as React's declaration, which this one merges with.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
