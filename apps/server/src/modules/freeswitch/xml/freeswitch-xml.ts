/**
 * FreeSWITCH's XML, written from typed values: every attribute is escaped here and nowhere else,
 * so no answer is ever built by pasting text together.
 */

export type AttributeValue = string | number | boolean | null | undefined;

export interface XmlElement {
  name: string;
  attributes: Readonly<Record<string, AttributeValue>>;
  children: readonly XmlElement[];
}

/** A child that may be left out: `condition && element(…)` reads as it means. */
type OptionalChild = XmlElement | null | undefined | false;

export function element(name: string, attributes: Readonly<Record<string, AttributeValue>> = {}, children: readonly OptionalChild[] = []): XmlElement {
  return { name, attributes, children: children.filter((child): child is XmlElement => Boolean(child)) };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\n': '&#10;', '\r': '&#13;', '\t': '&#9;' };

/** An attribute's text, safe inside double quotes: line breaks and tabs survive as character references instead of being folded to spaces. */
export function escapeAttribute(value: string) {
  return value.replace(/[&<>"'\n\r\t]/g, (character) => ESCAPES[character]);
}

function write(node: XmlElement, out: string[]) {
  out.push('<', node.name);
  for (const [name, value] of Object.entries(node.attributes)) {
    // Absent values are left out rather than written as "undefined": FreeSWITCH then applies its own default.
    if (value === null || value === undefined) continue;
    out.push(' ', name, '="', escapeAttribute(String(value)), '"');
  }
  if (node.children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  for (const child of node.children) write(child, out);
  out.push('</', node.name, '>');
}

export function renderXml(node: XmlElement) {
  const out: string[] = [];
  write(node, out);
  return out.join('');
}

export type XmlSectionName = 'directory' | 'configuration' | 'dialplan';

/** A whole answer to mod_xml_curl: one section of FreeSWITCH's document. */
export function sectionDocument(section: XmlSectionName, children: readonly OptionalChild[]) {
  return renderXml(element('document', { type: 'freeswitch/xml' }, [element('section', { name: section }, children)]));
}

/** FreeSWITCH's own "not found" (switch_xml.c): the switch then looks in its own files, as if no gateway were bound. */
export const NOT_FOUND_DOCUMENT = renderXml(
  element('document', { type: 'freeswitch/xml' }, [element('section', { name: 'result' }, [element('result', { status: 'not found' })])]),
);

/** `<params>` or `<variables>` from named values, in the order given; empty values are left out. */
function namedList(listName: string, itemName: string, values: Iterable<readonly [string, AttributeValue]>) {
  const items = [...values].filter(([, value]) => value !== null && value !== undefined && value !== '');
  return element(
    listName,
    {},
    items.map(([name, value]) => element(itemName, { name, value })),
  );
}

/** `<params><param name=… value=…/>…</params>`, as sofia, mod_callcenter and the directory read them. */
export const params = (values: Iterable<readonly [string, AttributeValue]>) => namedList('params', 'param', values);

/** `<variables><variable name=… value=…/>…</variables>`: channel variables set on whoever uses the entry. */
export const variables = (values: Iterable<readonly [string, AttributeValue]>) => namedList('variables', 'variable', values);
