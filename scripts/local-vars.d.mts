// Types of local-vars.mjs for the TypeScript that imports it (its tests).
export const FAKE_YOUTUBE_ORIGIN: string;
export const DEFAULT_START_PORT: number;
export function readVar(file: string, name: string): string | undefined;
export function flagValue(args: readonly string[], flag: string): string | undefined;
export function varArgument(args: readonly string[], name: string): string | undefined;
export function startAppUrl(input: {
  args: readonly string[];
  devVarsValue: string | undefined;
  exampleValue: string | undefined;
}): string | null;
export function withVar(text: string, name: string, value: string): string;
