import { ChevronRight, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import type { DashboardConversation } from '#domain/admin/dashboard-schemas.ts';
import { useErrorLog } from '../../../lib/admin-api.ts';
import { useRecentConversations } from '../../../lib/admin-dashboard-api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../dashboard/format.ts';
import { KindBadge, OptOutBadge } from './badges.tsx';
import { ConversationThread } from './conversation-thread.tsx';
import { DashboardList } from './dashboard-list.tsx';
import { HumanBadge } from './human-takeover.tsx';

// Conversas Recentes (spec 001 §2.2): the 10 newest conversations, those waiting for a person
// first with their wait (human takeover); a row opens its thread.

export function ConversationsSection() {
  const { data: conversations, error, isPending } = useRecentConversations();
  const [openId, setOpenId] = useState<string | null>(null);
  useErrorLog(error, 'as conversas');

  return (
    <DashboardList data={conversations} isPending={isPending} emptyText="Nenhuma conversa ainda.">
      {(list) => (
        <ul className="divide-y divide-slate-100">
          {list.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow
                conversation={conversation}
                isOpen={openId === conversation.id}
                onToggle={() => setOpenId((id) => (id === conversation.id ? null : conversation.id))}
              />
              {openId === conversation.id && (
                <ConversationThread conversation={conversation} onCleared={() => setOpenId(null)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardList>
  );
}

function ConversationRow({
  conversation,
  isOpen,
  onToggle,
}: {
  conversation: DashboardConversation;
  isOpen: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      onClick={onToggle}
      className="flex w-full items-center gap-3 rounded px-1 py-3 text-left hover:bg-slate-50"
    >
      <MessageSquare aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900">{conversation.nome}</span>
        <span className="block text-sm text-slate-500">{conversation.telefone}</span>
      </span>
      <HumanBadge conversation={conversation} />
      {conversation.semMensagens && <OptOutBadge />}
      <KindBadge tipo={conversation.tipo} />
      <time dateTime={conversation.lastMessageAt} className="hidden text-sm text-slate-500 sm:block">
        {formatDateTime(conversation.lastMessageAt)}
      </time>
      <ChevronRight
        aria-hidden="true"
        className={cn('size-4 shrink-0 text-slate-400 transition-transform', isOpen && 'rotate-90')}
      />
    </button>
  );
}
