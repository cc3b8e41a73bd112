/**
 * The dashboard frame: sign-in required (back to this path after login), a
 * loader while the role is read from the token, a sidebar whose links follow
 * the role, and the Profile link and Logout button for everyone.
 */
import { Box, Button, Center, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../components/usePageTitle.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { RequireAuth, signOutUser, useSession } from '../../auth/index.ts';
import { useMyStaffCamps } from '../../staff/index.ts';
import { dashboardLinks } from '../lib/navigation.ts';

export function DashboardLayout() {
  return (
    <RequireAuth>
      <DashboardFrame />
    </RequireAuth>
  );
}

function DashboardFrame() {
  const session = useSession();
  const { t } = useTranslation();
  usePageTitle(t('dashboard.layout.title'));
  // The role comes with the token's claims; until they are read, no menu is guessed.
  if (session.status !== 'signedIn' || !session.user) return <DashboardLoader />;
  return (
    <Flex maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} direction={{ base: 'column', md: 'row' }} gap={{ base: 4, md: 8 }} align="stretch" py="6" minH="70vh">
      <DashboardSidebar />
      <Box as="section" flex="1" minW="0" aria-label={t('dashboard.layout.content')}>
        <Outlet />
      </Box>
    </Flex>
  );
}

export function DashboardLoader() {
  const { t } = useTranslation();
  return (
    <Center minH="50vh" flexDirection="column" gap="3">
      <Spinner size="xl" color="brand.solid" aria-hidden />
      <Text color="fg.muted" role="status">
        {t('dashboard.layout.loading')}
      </Text>
    </Center>
  );
}

export function DashboardSidebar() {
  const session = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const staffCamps = useMyStaffCamps(session.status === 'signedIn');
  const links = dashboardLinks(session.role, session.isAdmin, (staffCamps.data?.length ?? 0) > 0);

  async function logout() {
    setLeaving(true);
    try {
      await signOutUser();
      toast.success(t('dashboard.layout.loggedOut'));
      navigate('/');
    } catch (error) {
      toast.error(t('dashboard.layout.logoutFailed'));
      setLeaving(false);
    }
  }

  return (
    <Box
      as="nav"
      aria-label={t('dashboard.layout.title')}
      w={{ base: '100%', md: '210px' }}
      flexShrink={0}
      bg="bg.muted"
      borderRadius="lg"
      p="4"
      alignSelf={{ base: 'stretch', md: 'flex-start' }}
    >
      <Heading as="h2" size="sm" mb="1">
        {t('dashboard.layout.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3" data-testid="dashboard-role">
        {t(session.role === 'Organizer' ? 'dashboard.layout.roleOrganizer' : 'dashboard.layout.roleParticipant')}
        {session.isAdmin ? ` · ${t('dashboard.layout.admin')}` : ''}
      </Text>
      <Stack as="ul" listStyleType="none" gap="1" direction={{ base: 'row', md: 'column' }} wrap="wrap" m="0" p="0">
        {links.map((link) => (
          <Box as="li" key={link.to}>
            <NavLink to={link.to} end>
              {({ isActive }) => (
                <Box
                  as="span"
                  display="block"
                  px="3"
                  py="2"
                  borderRadius="md"
                  fontWeight={isActive ? 'semibold' : 'normal'}
                  bg={isActive ? 'brand.solid' : 'transparent'}
                  color={isActive ? 'brand.contrast' : 'fg'}
                  _hover={{ bg: isActive ? 'brand.solid' : 'bg.emphasized' }}
                >
                  {t(link.labelKey)}
                </Box>
              )}
            </NavLink>
          </Box>
        ))}
      </Stack>
      <Button mt="4" w={{ base: 'auto', md: '100%' }} variant="outline" colorPalette="red" onClick={logout} loading={leaving} disabled={leaving}>
        {t('dashboard.layout.logout')}
      </Button>
    </Box>
  );
}
