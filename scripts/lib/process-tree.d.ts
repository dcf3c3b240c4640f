/** Types of process-tree.js (plain JavaScript, so that emulator-guard.js can run it with bare Node). */
export declare const TREE_VARIABLE: 'RECELL_PROCESS_TREE';
export declare function treeMembers(tree: string): number[];
export declare function endTree(tree: string, timeoutMs?: number): Promise<number[]>;
