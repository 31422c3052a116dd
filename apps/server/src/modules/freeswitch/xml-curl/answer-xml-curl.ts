import { switchXml } from '@ringledger/contract';
import { implement } from '../../../operations/operation-routes.js';
import { NOT_FOUND_DOCUMENT } from '../xml/freeswitch-xml.js';
import { answerSofiaConf } from '../configuration/answer-sofia-conf.js';
import { answerCallcenterConf } from '../configuration/answer-callcenter-conf.js';
import { answerDirectory } from '../directory/answer-directory.js';
import { answerDialplan } from '../dialplan/answer-dialplan.js';
import { readXmlCurlRequest, type XmlCurlRequest } from './xml-curl-request.js';
import type { XmlAnswerer } from './xml-answerer.js';

/** The sections Ringledger serves, by mod_xml_curl's `section`. */
const SECTIONS: Record<string, XmlAnswerer> = {
  directory: answerDirectory,
  dialplan: answerDialplan,
};

/** The module configurations Ringledger serves, by the `key_value` of a configuration lookup (`sofia.conf`). */
const CONFIGURATIONS: Record<string, XmlAnswerer> = {
  'sofia.conf': answerSofiaConf,
  'callcenter.conf': answerCallcenterConf,
};

function answererFor(request: XmlCurlRequest): XmlAnswerer | undefined {
  if (request.section === 'configuration') return Object.hasOwn(CONFIGURATIONS, request.keyValue) ? CONFIGURATIONS[request.keyValue] : undefined;
  return Object.hasOwn(SECTIONS, request.section) ? SECTIONS[request.section] : undefined;
}

/**
 * mod_xml_curl's lookups. Always 200 with XML: the switch treats any other status as "not found"
 * anyway, and its own not-found document makes it fall back to its files for what is not ours.
 */
export const switchXmlOperation = implement(switchXml, async (call) => {
  const body = Buffer.isBuffer(call.request.body) ? call.request.body : Buffer.alloc(0);
  const request = readXmlCurlRequest(body);
  const document = (await answererFor(request)?.(request, call)) ?? NOT_FOUND_DOCUMENT;
  return call.reply.type('text/xml; charset=utf-8').send(document);
});
