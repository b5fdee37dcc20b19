/**
 * Sets an own, enumerable property, so that keys chosen by a server (`__proto__`, `constructor`)
 * are data, never prototypes. DOM-free: shared by the form and the adapter.
 */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
