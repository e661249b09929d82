import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { TRIAL_DAYS } from '@shared/plans';
import type { LegalSection } from './legal-layout';
import { termsText as t } from './messages/legal-terms';
import { rich } from '../../lib/rich-text';
import { PlansTable } from '../../components/plans-table';

type Point = 'trial' | 'period' | 'limits' | 'prices' | 'refunds';

/** A point of the plans section: its name in bold, then what it says. */
function point(name: Point, elements: Record<string, ReactNode> = {}) {
  return rich(
    t,
    `plans.${name}`,
    { label: <strong>{t(`plans.${name}.label`)}</strong>, ...elements },
    { days: TRIAL_DAYS },
  );
}

/** The sections about money: plans and billing, then client payments and payouts. */
export function billingSections(): LegalSection[] {
  return [
    {
      id: 'plans-and-billing',
      title: t('plans.title'),
      body: (
        <>
          <p>
            {rich(t, 'plans.lead', {
              pricing: <Link href="/#pricing">{t('plans.pricingLink')}</Link>,
            })}
          </p>
          <PlansTable />
          <ul>
            <li>{point('trial')}</li>
            <li>{point('period')}</li>
            <li>{point('limits')}</li>
            <li>{point('prices', { notice: <strong>{t('plans.prices.notice')}</strong> })}</li>
            <li>{point('refunds')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'client-payments',
      title: t('payments.title'),
      body: (
        <>
          <p>{t('payments.lead')}</p>
          <ul>
            <li>
              {rich(t, 'payments.split', {
                business: <strong>{t('payments.split.business')}</strong>,
                platform: <strong>{t('payments.split.platform')}</strong>,
              })}
            </li>
            <li>
              {rich(t, 'payments.payouts', {
                time: <strong>{t('payments.payouts.time')}</strong>,
              })}
            </li>
            <li>{t('payments.verified')}</li>
            <li>{t('payments.late')}</li>
            <li>{t('payments.refunds')}</li>
          </ul>
          <p>{t('payments.details')}</p>
        </>
      ),
    },
  ];
}
