import { DataBundlePage } from './DataBundlePage.tsx';

/** /data-bundle: broadband data bundles and the data balance check. */
export function Component() {
  return <DataBundlePage />;
}

export default Component;
