import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { columnOf, rowsNameOf, tableNamed } from '../resources/tables.js';
import {
  findResource,
  linkedName,
  operations,
  resourcePath,
  type FieldDescription,
  type OperationDescription,
  type ResourceDescription,
} from '@ringledger/contract';
import { sineWav } from '../modules/audio-files/sine-wav.js';
import { multipartFile } from './multipart.js';

/** Where sample rows are made: the app, as an admin who may create anything. */
export interface SampleMaker {
  app: FastifyInstance;
  headers: Record<string, string>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

interface SampleRow {
  id: number;
  parentId?: number;
  /** Whom the row belongs to, where rows have an owner (accounts, call accounts). */
  ownerId?: number | null;
}

/** The file an upload's sample sends: its example, or a real WAV where only a real one is accepted. */
export function sampleFileOf(operation: OperationDescription): string | Buffer | undefined {
  return operation.creates === 'audio_files' ? sineWav({ seconds: 0.5 }) : operation.example?.file;
}

/** A valid multipart body for an upload operation, with the sample file under the name it expects. */
export async function sampleUpload(operation: OperationDescription) {
  const file = sampleFileOf(operation);
  if (!operation.upload || file === undefined) return undefined;
  return multipartFile(file, { field: operation.upload.field, filename: operation.creates === 'audio_files' ? 'sample.wav' : undefined });
}

/** An operation's path with the row id and the example's other path parameters in place. */
export function samplePath(operation: OperationDescription, rowId?: number) {
  const filled = Object.entries(operation.example?.params ?? {}).reduce((path, [name, value]) => path.replace(`:${name}`, value), operation.path);
  return rowId === undefined ? filled : filled.replace(':id', String(rowId));
}

/** A row of a resource whose rows arrive through an operation (an audio file's upload) rather than a create route. */
async function createThroughOperation(maker: SampleMaker, operation: OperationDescription): Promise<SampleRow> {
  const upload = await sampleUpload(operation);
  const response = await maker.app.inject({
    method: operation.method,
    url: `/api/v1${samplePath(operation)}`,
    headers: { ...maker.headers, ...upload?.headers },
    ...(upload ? { payload: upload.payload } : { payload: operation.example?.body }),
  });
  if (response.statusCode !== 201) throw new Error(`Could not make a sample through ${operation.name}: ${response.statusCode} ${response.body}`);
  return { id: response.json().id };
}

/** One existing row of a resource, made through its own create route (or the operation that makes them), under a new parent row when it has one. */
export async function createRow(maker: SampleMaker, resource: ResourceDescription, values: Record<string, unknown> = {}): Promise<SampleRow> {
  const creatingOperation = !resource.operations.includes('create') && operations.find((operation) => operation.creates === resource.name);
  if (creatingOperation) return createThroughOperation(maker, creatingOperation);
  if (!resource.operations.includes('create')) return seededRow(maker, resource);
  const parentId = await createParent(maker, resource);
  const response = await maker.app.inject({
    method: 'POST',
    url: `/api/v1${resourcePath(resource, parentId)}`,
    headers: maker.headers,
    payload: { ...(await buildBody(maker, resource, 'create', values)), ...values },
  });
  if (response.statusCode !== 201) throw new Error(`Could not make a sample ${resource.name}: ${response.statusCode} ${response.body}`);
  return { id: response.json().id, parentId, ownerId: response.json().type_id };
}

/** The first of the rows the platform seeds, for a resource the API never creates (configurations). */
async function seededRow(maker: SampleMaker, resource: ResourceDescription): Promise<SampleRow> {
  const table = tableNamed(rowsNameOf(resource));
  if (!table) throw new Error(`${resource.name} can neither be created nor read from a table`);
  const [row] = await maker.app.db
    .select({ id: columnOf(table, 'id') })
    .from(table)
    .orderBy(columnOf(table, 'id'))
    .limit(1);
  if (!row) throw new Error(`No seeded ${resource.name} row`);
  return { id: Number(row.id) };
}

/** A new row of the resource's parent, when it has one. */
export async function createParent(maker: SampleMaker, resource: ResourceDescription) {
  if (!resource.parent) return undefined;
  const parent = findResource(resource.parent.resource);
  if (!parent) throw new Error(`${resource.name} lives under unknown resource ${resource.parent.resource}`);
  return (await createRow(maker, parent)).id;
}

/** A field's sample, or for a lookup a new row, made for `ownerId` when the rows must share one owner. */
async function sampleValue(maker: SampleMaker, field: FieldDescription, ownerId?: number | null): Promise<unknown> {
  // A unique field's example would collide with the previous sample's.
  if (field.example !== undefined) return field.unique ? `${String(field.example)}-${hex(3)}` : field.example;
  const input = field.input;
  switch (input.kind) {
    case 'lookup': {
      const target = findResource(input.resource);
      if (!target) throw new Error(`No sample row of ${input.resource}: it is not a registry resource`);
      return createRow(maker, target, ownerId ? { type: 'user', user_id: ownerId } : {});
    }
    case 'tel':
      return `2${String(randomBytes(5).readUIntBE(0, 5)).padStart(12, '0')}`;
    case 'email':
      return `sample-${hex(4)}@example.test`;
    case 'number':
      return input.min ?? 1;
    case 'boolean':
      return true;
    case 'select':
      return input.options[0]?.value;
    case 'password':
      return `Sample-${hex(6)}`;
    default:
      return `sample-${hex(3)}`;
  }
}

/**
 * A valid body built from the resource's own field descriptions: every required field of the
 * mode, with unique values, the rows it names made for one owner where the resource says they
 * must share one. Fields given in `values` are left to the caller.
 */
export async function buildBody(maker: SampleMaker, resource: ResourceDescription, mode: 'create' | 'edit', values: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = {};
  let ownerId: number | null | undefined;
  for (const [name, field] of Object.entries(resource.fields)) {
    const bodyName = linkedName(name, field, { ...body, ...values });
    if (!field.required || (field.only && field.only !== mode) || bodyName in values) continue;
    const sample = await sampleValue(maker, field, resource.sameOwner?.includes(name) ? ownerId : undefined);
    const isRow = typeof sample === 'object' && sample !== null;
    body[bodyName] = isRow ? (sample as SampleRow).id : sample;
    if (isRow && resource.sameOwner?.includes(name)) ownerId ??= (sample as SampleRow).ownerId;
  }
  return body;
}
