import type { switchXml } from '@ringledger/contract';
import type { OperationCall } from '../../../operations/operation-routes.js';
import type { XmlCurlRequest } from './xml-curl-request.js';

/** What answers one kind of lookup: the document, or undefined for what Ringledger does not own. */
export type XmlAnswerer = (request: XmlCurlRequest, call: OperationCall<typeof switchXml>) => Promise<string | undefined>;
