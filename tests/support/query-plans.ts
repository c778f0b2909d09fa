/** A node of EXPLAIN (FORMAT JSON)'s plan, with the fields the plan checks read. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
};

/**
 * Each read of one of `tables` in a plan, as "<node type> on <table>[ using <index>] by
 * condition" when an index condition bounds it (or the index is one of `boundedIndexes`, whose
 * whole walk is bounded by what they hold), else "... whole". Writes (ModifyTable) are left out.
 */
export function tableReads(node: PlanNode, tables: Set<string>, boundedIndexes = new Set<string>()): string[] {
  const table = node['Relation Name'];
  const index = node['Index Name'];
  const bounded = Boolean(node['Index Cond'] || node['Recheck Cond'] || (index && boundedIndexes.has(index)));
  const own =
    table && tables.has(table) && node['Node Type'] !== 'ModifyTable'
      ? [`${node['Node Type']} on ${table}${index ? ` using ${index}` : ''} ${bounded ? 'by condition' : 'whole'}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => tableReads(child, tables, boundedIndexes))];
}
