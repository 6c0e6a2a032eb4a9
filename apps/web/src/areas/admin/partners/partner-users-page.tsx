import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import RoleManagementPage from '../role-management-page';
import { CompaniesList } from './companies-list';

const tabs = [
  { id: 'users', label: 'Users' },
  { id: 'companies', label: 'Companies' },
] as const;

/**
 * Partner administration → Users: the partners' role management, and their companies
 * (docs/product/company-accounts.md, "What staff see"). Each tab's list keeps its search in the
 * address; switching tabs starts the other list afresh.
 */
export default function PartnerUsersPage() {
  const [params, setParams] = useSearchParams();
  const active = params.get('tab') === 'companies' ? 'companies' : 'users';
  const open = (tab: string) => setParams(new URLSearchParams({ tab }), { replace: true });
  return (
    <Tabs value={active} onValueChange={open} className="flex flex-col gap-4">
      <TabsList aria-label="Partner users and companies">
        {tabs.map((t) => (
          <TabsTrigger key={t.id} value={t.id}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="users">
        <RoleManagementPage portal="partner" />
      </TabsContent>
      <TabsContent value="companies" className="flex flex-col gap-6">
        <PageHeader title="Companies" description="Partner businesses: their owners, members and orders." />
        <CompaniesList />
      </TabsContent>
    </Tabs>
  );
}
