import { useId } from 'react';
import { useNavigate } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  accounts,
  callAccounts,
  callerIds,
  createCustomer,
  CUSTOMER_FORM_TITLE,
  customerFormSections,
  dids,
  extensions,
  users,
  type CustomerAnswer,
  type CustomerBody,
} from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath, queryKeys } from '../../framework';
import { FormField } from '../../framework/forms/FormField';
import { LookupFiltersContext, type LookupFilters } from '../../framework/forms/lookup-filters';
import { FormActions } from '../../framework/forms/FormActions';
import { FieldAddonsContext } from '../../framework/forms/field-addons';
import { nextExtensionNumberAddon } from '../extensions/NextExtensionNumberButton';
import { showFieldErrors } from '../../framework/forms/field-errors';
import type { FormValues } from '../../framework/forms/form-values';
import { Panel } from '../../ui/Panel';
import { customerDefaults, customerFormSchema, type SipCredentials } from './customer-form';

const MADE_BY_ONBOARDING = [users, accounts, callAccounts, extensions, dids, callerIds];

function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerBody) => apiRequest<CustomerAnswer>(createCustomer.method, operationPath(createCustomer, {}), { body }),
    onSuccess: () => {
      for (const resource of MADE_BY_ONBOARDING) void queryClient.invalidateQueries({ queryKey: queryKeys.all(resource) });
    },
  });
}

/** The extension's number is the next free one of the domain picked in the form. */
const ADDONS = { 'extension.username': nextExtensionNumberAddon('extension.domain_id') };

/** An existing DID or caller ID comes from stock: another customer's number is theirs (the server refuses it too). */
const STOCK_ONLY: LookupFilters = { did_id: { in_stock: 'true' }, caller_id: { in_stock: 'true' } };

/**
 * Spec 02 §2, customers/new: the whole customer in one form, one section per row it makes. Once
 * saved the user's page opens at once (no artificial wait), carrying the SIP credentials to show
 * there this once.
 */
export function CreateCustomerPage() {
  const idPrefix = useId();
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const form = useForm<FormValues, unknown, CustomerBody>({ resolver: zodResolver(customerFormSchema), defaultValues: customerDefaults(), mode: 'all' });

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ customer }) => {
        toast.success('Customer created successfully');
        const state = { sipCredentials: customer.device satisfies SipCredentials, portalLogin: customer.portal_login ?? undefined };
        navigate(`/users/${customer.user.id}`, { state });
      },
      onError: (error) => showFieldErrors(error, form.setError),
    }),
  );

  return (
    <Panel className="p-6">
      <p className="mb-5 text-sm text-slate-500 dark:text-slate-400">
        Fields marked <span className="text-brand-red">*</span> are required.
      </p>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={CUSTOMER_FORM_TITLE} className="@container space-y-6">
          <LookupFiltersContext value={STOCK_ONLY}>
            <FieldAddonsContext value={ADDONS}>
              {customerFormSections.map((section) => (
                <fieldset key={section.title} className="border-t border-slate-100 pt-4 first:border-t-0 first:pt-0 dark:border-slate-700/60">
                  <legend className="mb-3 pr-2 text-sm font-semibold text-brand-navy dark:text-slate-100">{section.title}</legend>
                  <div className="grid grid-cols-1 gap-x-5 gap-y-4 @md:grid-cols-2">
                    {Object.entries(section.fields).map(([name, field]) => (
                      <FormField key={name} name={name} field={field} mode="create" idPrefix={idPrefix} />
                    ))}
                  </div>
                </fieldset>
              ))}
            </FieldAddonsContext>
          </LookupFiltersContext>
          <FormActions submitLabel="Save" isDisabled={!form.formState.isValid} isPending={create.isPending} onCancel={() => navigate('/users?page=1')} />
        </form>
      </FormProvider>
    </Panel>
  );
}
