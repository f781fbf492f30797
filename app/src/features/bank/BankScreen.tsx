import {
  OWNERS,
  queries,
  useAddBankAccount,
  type AccountOwner,
  type BankAccount,
  type Bank,
} from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { IconButton } from '@dokkham/ui/IconButton';
import { CheckIcon, CopyIcon } from '@dokkham/ui/icons';
import { Select } from '@dokkham/ui/Select';
import { Skeleton } from '@dokkham/ui/Skeleton';
import { TextField } from '@dokkham/ui/TextField';
import { toast } from '@dokkham/ui/Toast';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { FormAlert } from '../forms/FormAlert';
import * as forms from '../forms/forms.css';
import { useApiForm } from '../forms/useApiForm';
import * as css from './bank.css';

/** The form's values: every input named after AddBankAccountRequest. Owner stays unchosen until the player picks one. */
interface BankAccountFields {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  currency: 'LAK';
  owner: AccountOwner;
}

// Only LAK accounts can be used (SPEC §5): the one currency offered, already chosen.
const EMPTY = { bankCode: '', accountNumber: '', accountName: '', currency: 'LAK', owner: '' } as unknown as BankAccountFields;

/**
 * Bank account (SPEC §5): the player's one LAK account. Without one, the add form (banks from the
 * banks endpoint, wallets never offered, LAK only, owner chosen); with one, the account with a copy
 * button for its number and no second form. The route loader has both queries in the cache.
 */
export function BankScreen() {
  const { t } = useTranslation('bank');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className={css.screen} aria-labelledby="bank-title">
      <h1 id="bank-title" ref={heading} tabIndex={-1} className={css.title}>
        {t('title')}
      </h1>
      <Suspense fallback={<BankSkeleton />}>
        <BankContent heading={heading} />
      </Suspense>
    </section>
  );
}

function BankContent({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const { data } = useSuspenseQuery(queries.bankAccounts());
  const account = data.bankAccounts[0];
  // Once the form succeeds it is replaced by the account, and the focused submit button goes with it:
  // focus moves to the heading, which also brings the page back to the top of the new account.
  const formShown = useRef(!account);
  useEffect(() => {
    if (!account || !formShown.current) return;
    formShown.current = false;
    heading.current?.focus();
  }, [account, heading]);
  return account ? <AccountCard account={account} /> : <AddBankAccountForm />;
}

function BankSkeleton() {
  const { t } = useTranslation('ui');
  return (
    <output aria-label={t('loading')} className={css.skeleton}>
      <Skeleton variant="text" className={css.skeletonLine} />
      <Skeleton className={css.skeletonBlock} />
    </output>
  );
}

/** A drawn mark for the bank: its short name on the accent field (not the bank's own artwork). */
function BankMark({ shortName }: { shortName: string }) {
  return (
    <span className={css.mark} aria-hidden="true">
      {shortName}
    </span>
  );
}

const COPIED_MS = 2000;

function AccountCard({ account }: { account: BankAccount }) {
  const { t } = useTranslation(['bank', 'ui']);
  const { data } = useSuspenseQuery(queries.banks());
  const bank = data.banks.find((b) => b.code === account.bankCode);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const numberId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.accountNumber);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      // No clipboard (permissions, old WebView): select the number so the player can copy it.
      const node = document.getElementById(numberId);
      if (node) window.getSelection()?.selectAllChildren(node);
    }
  };

  return (
    <Card accent elevation="raised">
      <div className={css.account}>
        <div className={css.bankRow}>
          <BankMark shortName={bank?.shortName ?? account.bankCode} />
          <span className={css.bankName}>{bank?.name ?? account.bankName}</span>
        </div>
        <dl className={css.details}>
          <div>
            <dt className={css.term}>{t('add.accountName')}</dt>
            <dd className={css.value}>{account.accountName}</dd>
          </div>
          <div>
            <dt className={css.term}>{t('add.accountNumber')}</dt>
            <dd className={`${css.value} ${css.numberRow}`}>
              <span id={numberId} className={css.number}>
                {account.accountNumber}
              </span>
              <IconButton
                label={copied ? t('ui:copied') : t('ui:copyValue', { label: t('add.accountNumber') })}
                onClick={() => void copy()}
                icon={copied ? <CheckIcon /> : <CopyIcon />}
                size="sm"
              />
              <output className={css.term}>{copied ? t('ui:copied') : ''}</output>
            </dd>
          </div>
          <div>
            <dt className={css.term}>{t('add.currency')}</dt>
            <dd className={css.value}>{account.currency}</dd>
          </div>
          <div>
            <dt className={css.term}>{t('add.owner')}</dt>
            <dd className={css.value}>{t(`owner.${account.owner}`)}</dd>
          </div>
        </dl>
        <p className={css.intro}>{t('onePerUser')}</p>
      </div>
    </Card>
  );
}

function AddBankAccountForm() {
  const { t } = useTranslation(['bank', 'validation', 'errors']);
  const { data } = useSuspenseQuery(queries.banks());
  // Wallets (e-money) are never offered (SPEC §5).
  const banks = data.banks.filter((b: Bank) => b.type === 'BANK');
  const ownerErrorId = useId();

  const form = useApiForm({
    schema: 'addBankAccount',
    defaultValues: EMPTY,
    mutation: useAddBankAccount(),
    fieldCodes: {
      BANK_NOT_FOUND: 'bankCode',
      WALLET_NOT_ALLOWED: 'bankCode',
      ACCOUNT_NOT_FOUND: 'accountNumber',
      ACCOUNT_IN_USED: 'accountNumber',
      CURRENCY_NOT_ALLOWED: 'currency',
    },
    onSuccess: () => {
      toast({ variant: 'success', title: t('bank:added') });
    },
  });
  const ownerError = form.fieldError('owner');

  return (
    <Card title={t('bank:add.title')} description={t('bank:empty.text')} as="section" accent>
      <form className={forms.form} onSubmit={form.submit} noValidate>
        <Select
          {...form.register('bankCode')}
          label={t('bank:add.bank')}
          placeholder={t('bank:add.bankPlaceholder')}
          options={banks.map((b) => ({ value: b.code, label: b.name }))}
          required
          error={form.fieldError('bankCode')}
        />
        <TextField
          {...form.register('accountNumber')}
          label={t('bank:add.accountNumber')}
          placeholder={t('bank:add.accountNumberPlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          required
          error={form.fieldError('accountNumber')}
        />
        <TextField
          {...form.register('accountName')}
          label={t('bank:add.accountName')}
          placeholder={t('bank:add.accountNamePlaceholder')}
          autoComplete="name"
          required
          error={form.fieldError('accountName')}
        />
        <Select
          {...form.register('currency')}
          label={t('bank:add.currency')}
          options={[{ value: 'LAK', label: 'LAK' }]}
          hint={t('bank:onlyLak')}
          required
          error={form.fieldError('currency')}
        />
        <fieldset
          className={css.owners}
          aria-invalid={ownerError ? true : undefined}
          aria-describedby={ownerError ? ownerErrorId : undefined}
        >
          <legend className={css.legend}>{t('bank:add.owner')}</legend>
          <div className={css.ownerChoices}>
            {OWNERS.map((owner) => (
              <label key={owner} className={css.ownerChoice}>
                <input {...form.register('owner')} type="radio" value={owner} className={css.radio} />
                {t(`bank:owner.${owner}`)}
              </label>
            ))}
          </div>
          {ownerError ? (
            <p id={ownerErrorId} className={css.fieldError}>
              {ownerError}
            </p>
          ) : null}
        </fieldset>
        <ul className={css.notes}>
          <li>{t('bank:onePerUser')}</li>
          <li>{t('bank:noWallets')}</li>
        </ul>
        <FormAlert retryIn={form.retryIn}>{form.alert}</FormAlert>
        <Button type="submit" fullWidth loading={form.pending}>
          {t('bank:add.submit')}
        </Button>
      </form>
    </Card>
  );
}
