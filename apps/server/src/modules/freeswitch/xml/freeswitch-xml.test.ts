import { describe, expect, it } from 'vitest';
import { element, escapeAttribute, NOT_FOUND_DOCUMENT, params, renderXml, sectionDocument, variables } from './freeswitch-xml.js';

describe('FreeSWITCH XML', () => {
  it('escapes every character that could end an attribute or start markup', () => {
    const written = renderXml(element('param', { name: 'x', value: `a"b'c<d>e&f` }));
    expect(written).toBe('<param name="x" value="a&quot;b&apos;c&lt;d&gt;e&amp;f"/>');
  });

  it('keeps line breaks and tabs as character references, so the parser does not fold them to spaces', () => {
    expect(escapeAttribute('one\ntwo\r\tthree')).toBe('one&#10;two&#13;&#9;three');
  });

  it('leaves out absent attributes and children', () => {
    const written = renderXml(element('user', { id: '1001', cacheable: undefined, number: null }, [false, null, element('params')]));
    expect(written).toBe('<user id="1001"><params/></user>');
  });

  it('writes numbers and booleans as text', () => {
    expect(renderXml(element('tier', { level: 2, enabled: true }))).toBe('<tier level="2" enabled="true"/>');
  });

  it('lists params and variables in the order given, without empty values', () => {
    expect(
      renderXml(
        params([
          ['b', '2'],
          ['a', ''],
          ['c', 3],
        ]),
      ),
    ).toBe('<params><param name="b" value="2"/><param name="c" value="3"/></params>');
    expect(renderXml(variables([['rl_extension_id', 7]]))).toBe('<variables><variable name="rl_extension_id" value="7"/></variables>');
  });

  it('wraps a section in the document FreeSWITCH expects', () => {
    expect(sectionDocument('dialplan', [element('context', { name: 'public' })])).toBe(
      '<document type="freeswitch/xml"><section name="dialplan"><context name="public"/></section></document>',
    );
  });

  it("answers FreeSWITCH's own not-found document", () => {
    expect(NOT_FOUND_DOCUMENT).toBe('<document type="freeswitch/xml"><section name="result"><result status="not found"/></section></document>');
  });
});
