import { useId, type ReactNode } from 'react';
import { CheckIcon, ClockIcon, CloseIcon } from '../../primitives/icons/icons';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { cx } from '../../internal/cx';
import * as s from './Receipt.css';

export interface ReceiptFact {
  term: ReactNode;
  /** Formatted already (the app's formatters): the pattern does no arithmetic. */
  value: ReactNode;
}

/** done: reached; pending: expected, not reached yet; stopped: where the order ended without finishing. */
export type ReceiptStepState = 'done' | 'pending' | 'stopped';

export interface ReceiptStep {
  id: string;
  label: ReactNode;
  state: ReceiptStepState;
  /** When it happened (formatted), or the words for a pending one ("Waiting"). */
  time?: ReactNode;
  /** The agency's word on a stop (why it was rejected). */
  note?: ReactNode;
}

export interface ReceiptProps {
  title: ReactNode;
  /** 1 when the receipt is the page (its route), 2 inside another page. */
  headingLevel?: 1 | 2;
  codeLabel: ReactNode;
  code: string;
  /** Next to the code: its copy button. */
  codeAction?: ReactNode;
  /** The order's status as the api parsed it (upper-case); shown as a StatusBadge. */
  status: string;
  facts: readonly ReceiptFact[];
  timelineTitle: ReactNode;
  steps: readonly ReceiptStep[];
  /** Under the receipt: save as image, report a problem. */
  actions?: ReactNode;
  className?: string;
}

const MARKERS = { done: CheckIcon, pending: ClockIcon, stopped: CloseIcon } as const;

/**
 * One order's receipt (a deposit's or a withdrawal's): its code, status and facts (a `dl`), then a
 * timeline (an `ol`) of the steps reached, the ones expected still pending, or where it stopped and
 * why. Props in: the screen translates and formats; the same lines draw the saved image.
 */
export function Receipt({
  title,
  headingLevel = 1,
  codeLabel,
  code,
  codeAction,
  status,
  facts,
  timelineTitle,
  steps,
  actions,
  className,
}: ReceiptProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const id = useId();
  return (
    <article className={cx(s.root, className)} aria-labelledby={`${id}-title`}>
      <header className={s.header}>
        <Heading id={`${id}-title`} className={s.heading}>
          {title}
        </Heading>
        <StatusBadge status={status} />
      </header>
      <div className={s.codeRow}>
        <span className={s.codeLabel}>{codeLabel}</span>
        <span className={s.code}>{code}</span>
        {codeAction}
      </div>
      <dl className={s.facts}>
        {facts.map((fact, index) => (
          <div key={index} className={s.fact}>
            <dt className={s.term}>{fact.term}</dt>
            <dd className={s.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={`${id}-timeline`}>
        <SubHeading id={`${id}-timeline`} className={s.timelineTitle}>
          {timelineTitle}
        </SubHeading>
        <ol className={s.timeline}>
          {steps.map((step, index) => {
            const Marker = MARKERS[step.state];
            return (
              <li key={step.id} className={s.step} data-state={step.state}>
                {index < steps.length - 1 ? <span className={s.rail} aria-hidden="true" /> : null}
                <span className={s.marker[step.state]} aria-hidden="true">
                  <Marker size="0.9rem" />
                </span>
                <span className={cx(s.stepLabel, step.state === 'pending' && s.pendingLabel)}>{step.label}</span>
                {step.time ? <span className={s.stepTime}>{step.time}</span> : null}
                {step.note ? <p className={s.note}>{step.note}</p> : null}
              </li>
            );
          })}
        </ol>
      </section>
      {actions ? <div className={s.actions}>{actions}</div> : null}
    </article>
  );
}
