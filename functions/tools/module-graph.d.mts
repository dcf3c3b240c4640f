export const SRC_DIR: string;
export const MODULES_DIR: string;
export const ARCHITECTURE_DOC: string;
export function isTestFile(file: string): boolean;
export function moduleOf(file: string): string | null;
export function entryOf(moduleName: string): string;
export function resolveImport(fromFile: string, specifier: string): string | null;
export interface ModuleGraph {
  modules: string[];
  edges: Map<string, Set<string>>;
  imports: { from: string; to: string; file: string; specifier: string }[];
}
export function readModuleGraph(): ModuleGraph;
export function moduleCycles(edges: Map<string, Set<string>>): string[][];
export function pathBetween(edges: Map<string, Set<string>>, from: string, to: string): string[] | null;
export function dependencyLayers(edges: Map<string, Set<string>>): string[][];
export function collectionOwners(): Map<string, Set<string>>;
export function mermaidOf(edges: Map<string, Set<string>>): string;
export function ownershipTableOf(edges: Map<string, Set<string>>, owners: Map<string, Set<string>>): string;
export function moduleMapBlock(): string;
export function moduleMapBlockIn(document: string): string | null;
export function withModuleMap(document: string): string;
