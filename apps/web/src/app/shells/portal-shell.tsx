import { LogOutIcon, PartyPopperIcon } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { SkipLink } from '@/components/skip-link';
import { Separator } from '@/components/ui/separator';
import { Sidebar, SidebarInset, SidebarProvider, SidebarTrigger, useSidebar } from '@/components/ui/sidebar';
import {
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@/components/ui/sidebar-menu';
import { usePrincipal, useSignOut } from '@/features/auth/api';
import { useEndedSessionSignIn } from '@/features/auth/use-ended-session';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { ComponentErrorBoundary } from '../error-screens';
import { AvatarMenu } from './avatar-menu';
import { activeNavItem, defaultTitle, type PortalConfig } from './nav';

/** Runs a portal's own effects (toasts) inside the shell, as a component so the hook order is fixed. */
function ShellEffects({ run }: { run: () => void }) {
  run();
  return null;
}

/** On a phone the sidebar is a sheet over the page: a link chosen in it closes it, as any navigation does. */
function CloseSheetOnNavigate({ pathname }: { pathname: string }) {
  const { setOpenMobile } = useSidebar();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page closes the sheet.
  useEffect(() => setOpenMobile(false), [pathname, setOpenMobile]);
  return null;
}

function SidebarLogout({ label, signOutTo }: { label: string; signOutTo: string }) {
  const signOut = useSignOut();
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <SidebarMenuButton tooltip={label} onClick={() => void signOut(signOutTo)}>
          <LogOutIcon aria-hidden="true" />
          <span>{label}</span>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

/** The sidebar: the portal's name linking home, its nav entries, and the optional top and footer parts. */
function PortalSidebar({ config, items }: { config: PortalConfig; items: PortalConfig['nav'] }) {
  const { areaName, homePath, SidebarTop, SidebarFooter: Footer } = config;
  const hasFooter = Footer !== undefined || config.sidebarLogout !== undefined;
  return (
    <Sidebar label={`${areaName} navigation`}>
      <aside aria-label={`${areaName} sidebar`} className="flex h-full flex-col">
        <SidebarHeader>
          <Link
            to={homePath}
            className="flex items-center gap-2 rounded-md p-2 focus-visible:outline-sidebar-ring group-data-[collapsible=icon]:p-1"
          >
            <PartyPopperIcon className="size-6 shrink-0 text-festive" aria-hidden="true" />
            <span className="flex flex-col leading-tight group-data-[collapsible=icon]:sr-only">
              <span className="font-bold">Party Central</span>
              <span className="text-sidebar-muted-foreground text-xs">{areaName}</span>
            </span>
          </Link>
        </SidebarHeader>
        <SidebarContent>
          {SidebarTop && <SidebarTop />}
          <nav aria-label={areaName}>
            <SidebarGroup>
              <SidebarMenu>
                {items.map((item) => (
                  <SidebarMenuItem key={item.to}>
                    <SidebarMenuButton asChild tooltip={item.label}>
                      <NavLink to={item.to} end={item.end ?? false}>
                        <item.icon aria-hidden="true" />
                        <span>{item.label}</span>
                      </NavLink>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroup>
          </nav>
        </SidebarContent>
        {hasFooter && (
          <SidebarFooter>
            {Footer && <Footer />}
            {config.sidebarLogout && <SidebarLogout {...config.sidebarLogout} />}
          </SidebarFooter>
        )}
      </aside>
    </Sidebar>
  );
}

/** The header over the page: sidebar toggle, the title, the portal's actions, the bell and avatar menu. */
function PortalHeader({
  config,
  title,
  principal,
}: {
  config: PortalConfig;
  title: string;
  principal: ReturnType<typeof usePrincipal>;
}) {
  const { avatarMenu, HeaderActions } = config;
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="h-6!" />
      <p className="truncate font-semibold">{title}</p>
      <div className="ml-auto flex items-center gap-1">
        {HeaderActions && (
          <ComponentErrorBoundary>
            <HeaderActions />
          </ComponentErrorBoundary>
        )}
        <ComponentErrorBoundary>
          <NotificationBell />
        </ComponentErrorBoundary>
        <AvatarMenu
          principal={principal}
          accountLabel={avatarMenu.accountLabel}
          entries={avatarMenu.entries}
        />
      </div>
    </header>
  );
}

/**
 * The frame every signed-in area shares: sidebar, header with bell and avatar menu, the page. A
 * portal is a configuration of it (a `PortalConfig` in `<portal>-shell.tsx`); the sidebar toggles with Ctrl/Cmd+B and keeps
 * its state in a cookie (SidebarProvider).
 */
export function PortalShell({ config }: { config: PortalConfig }) {
  const principal = usePrincipal();
  useEndedSessionSignIn(principal);
  const { pathname } = useLocation();
  const visibleItems = config.nav.filter((item) => item.visible?.(principal) ?? true);
  const active = activeNavItem(visibleItems, pathname);
  const title = (config.title ?? defaultTitle(config.areaName))(active, pathname);

  return (
    <SidebarProvider>
      {config.useShellEffects && <ShellEffects run={config.useShellEffects} />}
      <CloseSheetOnNavigate pathname={pathname} />
      <SkipLink />
      <PortalSidebar config={config} items={visibleItems} />
      <SidebarInset>
        <PortalHeader config={config} title={title} principal={principal} />
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
