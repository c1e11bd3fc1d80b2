/** Bundles the `modelyard` CLI from the clone's source into node_modules/.cache; answers the bundle's path. */
export function bundleCliFromSource(): Promise<string>;
