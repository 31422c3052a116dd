import { createContext, useContext, type ComponentType } from 'react';

/** Controls a feature puts under one field of the generic forms (an upload beside the music-on-hold lookup), given the field's form name. */
export type FieldAddon = ComponentType<{ name: string }>;

/** Addons by form name (`parameters.moh-sound`); the pages of a resource provide its feature's. */
export const FieldAddonsContext = createContext<Readonly<Record<string, FieldAddon>>>({});

export function useFieldAddon(name: string): FieldAddon | undefined {
  return useContext(FieldAddonsContext)[name];
}
