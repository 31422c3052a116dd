import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { columnOf, rowsNameOf, tableNamed } from '../resources/tables.js';
import {
  findResource,
  isRequiredIn,
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
  /** What its path names it by: its id, or its parent link's row key (an extension's DID by the DID). */
  id: number;
  parentId?: number;
  /** Whom the row belongs to, where rows have an owner (accounts, call accounts, and the rows made for them). */
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

/** An operation's path with the row it acts on (and that row's parent) and the example's other path parameters in place. */
export function samplePath(operation: OperationDescription, row?: SampleRow) {
  const filled = Object.entries(operation.example?.params ?? {}).reduce((path, [name, value]) => path.replace(`:${name}`, value), operation.path);
  const on = operation.on ? findResource(operation.on) : undefined;
  if (!row) return filled;
  if (!on?.parent || row.parentId === undefined) return filled.replace(':id', String(row.id));
  return filled.replace(`:${on.parent.param}`, String(row.parentId)).replace(`:${on.parent.rowParam}`, String(row.id));
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

/**
 * One existing row of a resource, made through its own create route (or the operation that makes
 * them), under a new parent row when it has one, for `ownerId` where given: the rows it names
 * then belong to that owner too (a DID for the customer whose extension it is to ring).
 */
export async function createRow(
  maker: SampleMaker,
  resource: ResourceDescription,
  values: Record<string, unknown> = {},
  ownerId?: number | null,
): Promise<SampleRow> {
  const creatingOperation = !resource.operations.includes('create') && operations.find((operation) => operation.creates === resource.name);
  if (creatingOperation) return createThroughOperation(maker, creatingOperation);
  if (!resource.operations.includes('create')) return seededRow(maker, resource);
  const parent = await createParent(maker, resource);
  const sample = await sampleBody(maker, resource, 'create', values, ownerId ?? parent?.ownerId);
  const response = await maker.app.inject({
    method: 'POST',
    url: `/api/v1${resourcePath(resource, parent?.id)}`,
    headers: maker.headers,
    payload: { ...sample.body, ...values },
  });
  if (response.statusCode !== 201) throw new Error(`Could not make a sample ${resource.name}: ${response.statusCode} ${response.body}`);
  const made = response.json();
  return { id: made[resource.parent?.rowKey ?? 'id'], parentId: parent?.id, ownerId: made.type_id ?? sample.ownerId };
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
  return createRow(maker, parent);
}

/** Rows whose owner a body names itself (`type: 'user', user_id`): accounts and call accounts. */
const hasOwnerField = (resource: ResourceDescription) => Object.values(resource.fields).some((field) => field.linked);

/** A field's sample, or for a lookup a new row, made for `ownerId` when the rows must share one owner. */
async function sampleValue(maker: SampleMaker, field: FieldDescription, ownerId?: number | null): Promise<unknown> {
  // A unique field's example would collide with the previous sample's.
  if (field.example !== undefined) return field.unique ? `${String(field.example)}-${hex(3)}` : field.example;
  const input = field.input;
  switch (input.kind) {
    case 'lookup': {
      const target = findResource(input.resource);
      if (!target) throw new Error(`No sample row of ${input.resource}: it is not a registry resource`);
      if (!ownerId) return createRow(maker, target);
      return hasOwnerField(target) ? createRow(maker, target, { type: 'user', user_id: ownerId }) : createRow(maker, target, {}, ownerId);
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
 * must share one, or for `ownerId` when the row is made for one. Fields given in `values` are
 * left to the caller.
 */
export async function buildBody(
  maker: SampleMaker,
  resource: ResourceDescription,
  mode: 'create' | 'edit',
  values: Record<string, unknown> = {},
  ownerId?: number | null,
) {
  return (await sampleBody(maker, resource, mode, values, ownerId)).body;
}

async function sampleBody(
  maker: SampleMaker,
  resource: ResourceDescription,
  mode: 'create' | 'edit',
  values: Record<string, unknown>,
  forOwner?: number | null,
) {
  const body: Record<string, unknown> = {};
  let ownerId = forOwner;
  for (const [name, field] of Object.entries(resource.fields)) {
    const bodyName = linkedName(name, field, { ...body, ...values });
    if (!isRequiredIn(field, mode) || (field.only && field.only !== mode) || bodyName in values) continue;
    const isShared = forOwner !== undefined || resource.sameOwner?.includes(name);
    const sample = await sampleValue(maker, field, isShared ? ownerId : undefined);
    const isRow = typeof sample === 'object' && sample !== null;
    body[bodyName] = isRow ? (sample as SampleRow).id : sample;
    if (isRow && isShared) ownerId ??= (sample as SampleRow).ownerId;
  }
  return { body, ownerId };
}
