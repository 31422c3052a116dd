import { z } from 'zod';
import { defineResource, filterNumber } from '../resource.js';
import { audited, phoneNumber, text } from '../fields.js';
import { lookupField, selectField, textField } from '../field-descriptions.js';
import { USER_TYPES } from '../permissions.js';

export const users = defineResource({
  name: 'users',
  label: 'USERS',
  singular: 'User',
  plural: 'users',
  fields: {
    firstname: textField('First Name', { named: 'Firstname', max: 100, required: true }),
    lastname: textField('Last Name', { named: 'Lastname', max: 100, required: true }),
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
    phone: { schema: phoneNumber('Phone number is required'), label: 'Phone', input: { kind: 'tel' }, required: true },
    type: selectField('Type', z.enum(USER_TYPES, { error: 'Please select user type' }), { required: true }),
    role_id: lookupField('Role', 'roles', 'name', {
      message: 'Choose a role from the list',
      missing: 'Choose a role from the list',
      nullable: true,
      only: 'edit',
    }),
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
  sortable: ['firstname', 'lastname', 'email', 'type'],
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
  },
  lookupContext: ['email'],
  titles: { edit: 'Edit User Details' },
});
