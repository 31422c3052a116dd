/** How a list is sorted by `field`, in `sort_by`'s words: `field` ascending, `-field` descending. */
export function sortDirectionOf(sortBy: string | undefined, field: string): 'ascending' | 'descending' | undefined {
  if (sortBy === field) return 'ascending';
  if (sortBy === `-${field}`) return 'descending';
  return undefined;
}

/** A click on a heading: ascending first, then the other way each time. */
export function nextSort(sortBy: string | undefined, field: string): string {
  return sortDirectionOf(sortBy, field) === 'ascending' ? `-${field}` : field;
}
