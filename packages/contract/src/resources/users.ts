import { z } from 'zod';
import { defineResource, standardMessages, filterNumber } from '../resource.js';
import { audited, phoneNumber, reference, requiredText, text } from '../fields.js';
import { USER_TYPES } from '../permissions.js';

const userTypeOptions = USER_TYPES.map((type) => ({ value: type, text: type }));

export const users = defineResource({
  name: 'users',
  label: 'USERS',
  path: '/users',
  singular: 'User',
  plural: 'users',
  menu: 'Users',
  operations: ['list', 'view', 'create', 'edit', 'delete'],
  fields: {
    firstname: { schema: requiredText('Firstname is required', 100), label: 'First Name', input: { kind: 'text' }, required: true },
    lastname: { schema: requiredText('Lastname is required', 100), label: 'Last Name', input: { kind: 'text' }, required: true },
    email: {
      schema: text('Email', 254)
        .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address')]))
        .transform((value) => value || null),
      label: 'Email',
      input: { kind: 'email' },
      nullable: true,
      placeholder: 'name@example.com',
      unique: 'A user with this email already exists',
    },
    phone: {
      schema: phoneNumber('Phone number is required'),
      label: 'Phone',
      input: { kind: 'tel' },
      required: true,
    },
    type: {
      schema: z.enum(USER_TYPES, { error: 'Please select user type' }),
      label: 'Type',
      input: { kind: 'select', options: userTypeOptions },
      required: true,
    },
    role_id: {
      schema: reference('Choose a role from the list'),
      label: 'Role',
      input: { kind: 'lookup', resource: 'roles', display: 'name', missing: 'Choose a role from the list' },
      nullable: true,
      only: 'edit',
    },
  },
  record: z.object({
    id: z.number(),
    firstname: z.string(),
    lastname: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    type: z.enum(USER_TYPES),
    role_id: z.number().nullable(),
    role: z.object({ name: z.string() }).nullable(),
    ...audited,
  }),
  sortable: [
    { field: 'firstname', label: 'First Name' },
    { field: 'lastname', label: 'Last Name' },
    { field: 'email', label: 'Email' },
    { field: 'type', label: 'Type' },
  ],
  searchable: ['name', 'email', 'phone'],
  filters: {
    type: z.enum(USER_TYPES, { error: 'type must be admin, agent or user' }).optional(),
    role_id: filterNumber.optional(),
  },
  columns: ['id', 'firstname', 'lastname', 'email', 'phone', 'type', 'role', 'created_at'],
  display: 'name',
  layout: {
    lead: ['name', 'type'],
    sections: [
      { title: 'Person', fields: ['firstname', 'lastname', 'email', 'phone'] },
      { title: 'Access', fields: ['type', 'role_id'] },
    ],
    technical: ['id', 'created_by', 'created_at', 'updated_at'],
  },
  lookupContext: ['email'],
  titles: { list: 'Showing data for users', create: 'Fill in details for the new User', edit: 'Edit User Details', view: 'User Details' },
  messages: standardMessages('User', 'users'),
});
