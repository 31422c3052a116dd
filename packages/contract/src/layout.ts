import type { ResourceDescription } from './resource.js';

type Described = Pick<ResourceDescription, 'fields' | 'record' | 'display' | 'layout' | 'parent'>;

export interface Section {
  /** Absent for the fields that lead a form, above the titled sections. */
  title?: string;
  keys: string[];
}

const AUDIT = ['id', 'created_by', 'created_by_id', 'created_at', 'updated_at'];

/**
 * The record key a reference shows as: a lookup `account_id` reads as its embedded `account`, a
 * linked owner as its `user`, the creator as `created_by`. Only references are read so: a DID's
 * `call_type_id` is a number beside the text `call_type`, not a row of it.
 */
function shownBy(resource: Described, key: string) {
  const field = resource.fields[key];
  const isReference = key === 'created_by_id' || field?.linked !== undefined || field?.input.kind === 'lookup';
  if (!isReference) return key;
  const namedEmbed = field?.linked?.embed ?? (field?.input.kind === 'lookup' ? field.input.embed : undefined);
  const embed = namedEmbed ?? key.slice(0, -'_id'.length);
  return embed in resource.record.shape ? embed : key;
}

/**
 * The parent's id on a row that lives under it and is only ever shown there (a rate's
 * `pricelist_id`): the page it is on already names the parent, so the bare id says nothing.
 */
export function parentIdOf(resource: Described) {
  const field = resource.parent?.field;
  return field && !(field in resource.fields) ? field : undefined;
}

function layoutOf(resource: Described) {
  const layout = resource.layout ?? { lead: [resource.display], sections: [{ title: 'Details', fields: Object.keys(resource.fields) }] };
  return { ...layout, technical: layout.technical ?? AUDIT.filter((key) => key in resource.record.shape) };
}

/**
 * A form's fields in the description's order: the leading fields no section holds, then each
 * section's, then a "More" section with any field the layout left out. Only `fields` (those of the
 * form's mode) show.
 */
export function formSections(resource: Described, fields: readonly string[]): Section[] {
  const layout = layoutOf(resource);
  const inSections = new Set(layout.sections.flatMap((section) => section.fields));
  const sections: Section[] = [
    { keys: layout.lead.filter((key) => !inSections.has(key)) },
    ...layout.sections.map((section) => ({ title: section.title, keys: [...section.fields] })),
  ].map((section) => ({ ...section, keys: section.keys.filter((key) => fields.includes(key)) }));
  const placed = new Set(sections.flatMap((section) => section.keys));
  sections.push({ title: 'More', keys: fields.filter((key) => !placed.has(key)) });
  return sections.filter((section) => section.keys.length > 0);
}

/**
 * A record's page: the leading keys (title, then badges), the titled summary cards, the titled
 * sections without what leads or sums up, and the technical keys folded away, with every
 * other record key among them so nothing the record answers is lost. Reference fields are named
 * by their embedded row (`account`), never by their raw id; a parent's id (`parentIdOf`) is left out.
 */
export function pageLayout(resource: Described) {
  const layout = layoutOf(resource);
  const shown = (keys: readonly string[]) => [...new Set(keys.map((key) => shownBy(resource, key)))].filter((key) => key in resource.record.shape);
  const lead = shown(layout.lead);
  const summary = layout.summary && { title: layout.summary.title, keys: shown(layout.summary.keys) };
  const upFront = new Set([...lead, ...(summary?.keys ?? [])]);
  const sections = layout.sections
    .map((section) => ({ title: section.title, keys: shown(section.fields).filter((key) => !upFront.has(key)) }))
    .filter((section) => section.keys.length > 0);
  const placed = new Set([...upFront, ...sections.flatMap((section) => section.keys)]);
  const referenceIds = Object.keys(resource.record.shape).filter((key) => shownBy(resource, key) !== key);
  const technical = [...new Set([...shown(layout.technical ?? []), ...Object.keys(resource.record.shape)])].filter(
    (key) => !placed.has(key) && !referenceIds.includes(key) && key !== parentIdOf(resource),
  );
  return { lead, summary, sections, technical };
}
