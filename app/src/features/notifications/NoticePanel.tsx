import { queries, useMarkNotificationsRead, type Notice } from '@dokkham/api';
import { useFormat, useLanguage, useTranslation } from '@dokkham/i18n';
import { NotificationPanel, type NotificationItem } from '@dokkham/ui/Notifications';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { noticeHref, runningAnnouncements, textIn } from './notices';

export interface NoticePanelProps {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The connected panel: the first page of notices, each opening what it is about (and marked read), and "mark all read". */
export function NoticePanel({ trigger, open, onOpenChange }: NoticePanelProps) {
  const { t } = useTranslation('nav');
  const format = useFormat();
  const { language } = useLanguage();
  const { data, isPending } = useQuery(queries.notifications());
  const { data: news } = useQuery(queries.announcements());
  const announcements = news
    ? runningAnnouncements(news.announcements, news.serverTime).map((a) => ({ id: a.id, title: textIn(a.title, language), body: textIn(a.body, language) }))
    : [];
  const mark = useMarkNotificationsRead();
  const item = (n: Notice): NotificationItem => ({
    id: n.id,
    title: t(`notifications.kind.${n.kind}`),
    ...(n.subject.type === 'promotion'
      ? {}
      : { detail: [n.subject.code, n.amount ? format.money(n.amount.amount, n.amount.currency) : null].filter(Boolean).join(' · ') }),
    time: format.date(n.createdAt),
    href: noticeHref(n.subject),
    read: n.read,
  });
  return (
    <NotificationPanel
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      loading={isPending}
      items={(data?.items ?? []).map(item)}
      unreadCount={data?.unreadCount ?? 0}
      announcements={announcements}
      onOpenItem={(id) => {
        if (data?.items.some((n) => n.id === id && !n.read)) mark.mutate({ ids: [id] });
      }}
      onMarkAllRead={() => mark.mutate({ all: true })}
      markingAll={mark.isPending && mark.variables !== undefined && 'all' in mark.variables}
    />
  );
}
