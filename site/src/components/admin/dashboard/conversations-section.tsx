import { ChevronRight, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import {
  conversationTitle,
  DASHBOARD_LIMITS,
  type DashboardConversation,
} from '#domain/admin/dashboard-schemas.ts';
import { formatPhone } from '#domain/masks.ts';
import { useErrorLog } from '../../../lib/admin-api.ts';
import { useRecentConversations } from '../../../lib/admin-dashboard-api.ts';
import { cn } from '../../../lib/cn.ts';
import { lazyPart, preloadOn } from '../../../lib/lazy-part.ts';
import { formatDateTime } from '../../dashboard/format.ts';
import { LazyMount } from '../../ui/lazy-mount.tsx';
import { Loading } from '../load-states.tsx';
import { KindBadge, OptOutBadge, TestBadge } from './badges.tsx';
import { DashboardList } from './dashboard-list.tsx';
import { HumanBadge } from './human-takeover.tsx';

// Conversas Recentes (spec 001 §2.2): the 10 newest conversations, those waiting for a person
// first with their wait (human takeover); a row opens its thread. The admins' tests (playground,
// webhook tester) stay out of the list unless the checkbox asks for them. A thread's code (the
// reply box, the photo dialog, the clearing dialog) loads when a row is first opened, or pointed
// at or focused.

const thread = lazyPart(async () => (await import('./conversation-thread.tsx')).ConversationThread);

export function ConversationsSection() {
  const { data, error, isPending } = useRecentConversations();
  const [openId, setOpenId] = useState<string | null>(null);
  const [isShowingTests, setIsShowingTests] = useState(false);
  const testsId = useId();
  useErrorLog(error, 'as conversas');
  const conversations = data
    ?.filter((conversation) => isShowingTests || !conversation.teste)
    .slice(0, DASHBOARD_LIMITS.conversas);

  return (
    <>
      <div className="mb-2 flex items-center gap-2 text-sm text-slate-700">
        <input
          id={testsId}
          type="checkbox"
          checked={isShowingTests}
          onChange={(event) => setIsShowingTests(event.target.checked)}
          className="size-4 accent-brand-700"
        />
        <label htmlFor={testsId}>Mostrar conversas de teste (playground e teste do webhook)</label>
      </div>
      <ConversationList
        conversations={conversations}
        isPending={isPending}
        openId={openId}
        onToggle={(id) => setOpenId((open) => (open === id ? null : id))}
        onCleared={() => setOpenId(null)}
      />
    </>
  );
}

function ConversationList({
  conversations,
  isPending,
  openId,
  onToggle,
  onCleared,
}: {
  conversations: DashboardConversation[] | undefined;
  isPending: boolean;
  openId: string | null;
  onToggle: (id: string) => void;
  onCleared: () => void;
}) {
  return (
    <DashboardList data={conversations} isPending={isPending} emptyText="Nenhuma conversa ainda.">
      {(list) => (
        <ul className="divide-y divide-slate-100">
          {list.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow
                conversation={conversation}
                isOpen={openId === conversation.id}
                onToggle={() => onToggle(conversation.id)}
              />
              {openId === conversation.id && (
                <LazyMount part={thread} props={{ conversation, onCleared }} fallback={<Loading />} />
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
      {...preloadOn(thread)}
      className="flex w-full items-center gap-3 rounded px-1 py-3 text-left hover:bg-slate-50"
    >
      <MessageSquare aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900">{conversationTitle(conversation)}</span>
        {/* Without a name the title is the phone already: once is enough. */}
        {conversation.nome !== null && (
          <span className="block text-sm text-slate-600">{formatPhone(conversation.telefone)}</span>
        )}
      </span>
      {conversation.teste && <TestBadge />}
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
