import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from '@pennant/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES_MODULE } from './registry';

/** The manifest URL each remote was registered with. */
const registered = new Map<string, string>();
/** One lazy component per remote and manifest, so moving between its routes never reloads it. */
const routeComponents = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * Registers a remote's manifest with the federation runtime. With `force`, or when the URL
 * changed, the runtime forgets what it had (manifest, entry, module cache) and starts over.
 */
export function registerRemote(descriptor: RemoteDescriptor, force = false): void {
  const known = registered.get(descriptor.name);
  if (known === descriptor.manifestUrl && !force) return;
  registerRemotes([{ name: descriptor.name, entry: descriptor.manifestUrl }], {
    force: known !== undefined,
  });
  registered.set(descriptor.name, descriptor.manifestUrl);
}

interface RoutesModule {
  default?: ComponentType;
}

async function importRoutes(descriptor: RemoteDescriptor): Promise<{ default: ComponentType }> {
  registerRemote(descriptor);
  const id = `${descriptor.name}/${ROUTES_MODULE}`;
  const loaded = await loadRemote<RoutesModule>(id);
  const component = loaded?.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`"${id}" did not provide a component (its default export is missing).`);
  }
  return { default: component };
}

/** The remote's routes as a lazy component (loaded on first render, inside Suspense). */
export function remoteRoutesComponent(
  descriptor: RemoteDescriptor,
): LazyExoticComponent<ComponentType> {
  const key = cacheKey(descriptor);
  let component = routeComponents.get(key);
  if (!component) {
    component = lazy(() => importRoutes(descriptor));
    routeComponents.set(key, component);
  }
  return component;
}

function cacheKey(descriptor: RemoteDescriptor): string {
  return `${descriptor.name}@${descriptor.manifestUrl}`;
}

/** After a failure: register the remote again from scratch and drop the failed component. */
export function resetRemote(descriptor: RemoteDescriptor): void {
  routeComponents.delete(cacheKey(descriptor));
  registerRemote(descriptor, true);
}
