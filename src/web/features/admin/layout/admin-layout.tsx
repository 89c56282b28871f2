import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { ExternalLink, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { notify } from '../../../components/ui/toast';
import { type SessionUser, signOutEverywhere } from '../../auth/session-query';
import { ADMIN_NAV_ITEMS, activeNavItem } from './admin-nav-items';

/** The admin shell: sidebar on desktop, a menu button on phones, and the page beside it. */
export function AdminLayout({ user }: { user: SessionUser }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing the menu is the reaction to a new path.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-dvh bg-zinc-50 lg:grid lg:grid-cols-[15rem_1fr]">
      <div className="sticky top-0 z-30 flex items-center justify-between border-b border-zinc-200 bg-white px-4 py-2 lg:hidden">
        <AdminBrand />
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-zinc-800 hover:bg-zinc-100"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          Menu
        </button>
      </div>
      <aside
        id="admin-sidebar"
        className={`${menuOpen ? 'block' : 'hidden'} border-b border-zinc-200 bg-white lg:block lg:border-r lg:border-b-0`}
      >
        <AdminSidebar user={user} pathname={pathname} />
      </aside>
      <div className="min-w-0 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <Outlet />
      </div>
    </div>
  );
}

function AdminBrand() {
  return (
    <Link
      to="/admin"
      className="inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-brand-700"
    >
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-lg bg-brand-700 text-sm text-white"
      >
        L
      </span>
      Leasingmatch
      <span className="rounded-md bg-zinc-100 px-1.5 py-0.5 text-xs font-semibold text-zinc-700">Admin</span>
    </Link>
  );
}

function AdminSidebar({ user, pathname }: { user: SessionUser; pathname: string }) {
  const active = activeNavItem(pathname);
  return (
    <div className="flex flex-col gap-4 p-4 lg:sticky lg:top-0">
      <div className="hidden lg:block">
        <AdminBrand />
      </div>
      <nav aria-label="Administration">
        <ul className="space-y-1">
          {ADMIN_NAV_ITEMS.map((item) => {
            const current = item === active;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={current ? 'page' : undefined}
                  className={`flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium ${
                    current ? 'bg-brand-50 text-brand-900' : 'text-zinc-700 hover:bg-zinc-100'
                  }`}
                >
                  <item.icon aria-hidden="true" className="size-5" />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-zinc-100 pt-4">
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100"
        >
          <ExternalLink aria-hidden="true" className="size-5" />
          Se hjemmeside
          <span className="sr-only">(åbner i en ny fane)</span>
        </a>
        <SignOutButton />
        <p className="truncate px-3 pt-2 text-xs text-zinc-600" title={user.email}>
          Logget ind som {user.email}
        </p>
      </div>
    </div>
  );
}

function SignOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await signOutEverywhere(queryClient);
      await navigate({ to: '/login' });
      notify.success('Du er logget ud');
    } catch {
      notify.error('Der opstod en fejl. Prøv igen');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={signOut}
      disabled={busy}
      className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100 disabled:opacity-50"
    >
      <LogOut aria-hidden="true" className="size-5" />
      {busy ? 'Logger ud...' : 'Log ud'}
    </button>
  );
}
