import { describe, expect, it } from 'vitest';
import { dialLeg, dialplanDocument, isPlainText, isPlainToken } from './dialplan-xml.js';

describe('dialplan answers', () => {
  it('writes one extension in the hunted context, its actions in order, every value escaped', () => {
    const xml = dialplanDocument('pbx.example.test', 'ringledger-local', [
      ['set', 'effective_caller_id_name=Ada "A" <Desk>'],
      ['bridge', 'user/1002@pbx.example.test'],
    ]);
    expect(xml).toBe(
      '<document type="freeswitch/xml"><section name="dialplan"><context name="pbx.example.test"><extension name="ringledger-local">' +
        '<condition field="destination_number" expression="^.*$">' +
        '<action application="set" data="effective_caller_id_name=Ada &quot;A&quot; &lt;Desk&gt;"/>' +
        '<action application="bridge" data="user/1002@pbx.example.test"/>' +
        '</condition></extension></context></section></document>',
    );
  });

  it("writes a leg's variables in brackets, quoting a list and leaving out what is empty", () => {
    expect(dialLeg('sofia/gateway/a/234', { rl_trunk_id: 4, leg_timeout: null, absolute_codec_string: 'PCMU,PCMA', origination_caller_id_number: '' })).toBe(
      "[rl_trunk_id=4,absolute_codec_string='PCMU,PCMA']sofia/gateway/a/234",
    );
    expect(dialLeg('user/1002@d', {})).toBe('user/1002@d');
  });

  it('lets nothing the switch would expand or split reach a dial string or a variable', () => {
    expect(isPlainToken('carrier-a.example')).toBe(true);
    for (const text of ['a,b', 'a|b', '${system(id)}', 'a]b', 'a b']) expect(isPlainToken(text)).toBe(false);
    expect(isPlainText('%(2000,4000,440,480)')).toBe(true);
    for (const text of ['${system(id)}', '$${domain}', 'a\nb']) expect(isPlainText(text)).toBe(false);
  });
});
