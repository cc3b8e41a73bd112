import { Box, Button, chakra, Flex, HStack, IconButton, Image, Link as ChakraLink, Separator, Text } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { toast } from '../lib/toast.ts';
import { FiMenu, FiMoon, FiSun } from '../components/FeatherIcons.tsx';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import { authErrorMessage, signOutUser, useSession } from '../features/auth/index.ts';
import { DropdownMenu, menuItemCss } from '../components/layout/DropdownMenu.tsx';
import { LanguageSwitcher } from '../components/layout/LanguageSwitcher.tsx';
import { needCatalog, useTranslation } from '../lib/i18n/index.ts';
import { navLinksFor } from './navLinks.ts';

export const HEADER_HEIGHT = '72px';
export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

function ColorModeToggle() {
  const { t } = useTranslation();
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  return (
    <IconButton
      aria-label={dark ? t('header.lightMode') : t('header.darkMode')}
      variant="ghost"
      size="sm"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <FiSun /> : <FiMoon />}
    </IconButton>
  );
}

function ProfileMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signedIn';
  const name = session.user?.displayName || (signedIn ? t('header.userName') : t('header.guest'));
  const links = navLinksFor(session.status).filter((l) => l.to !== '/dashboard' && l.to !== '/login');

  async function logOut() {
    try {
      await signOutUser();
      toast.success(t('header.loggedOut'));
      navigate('/');
    } catch (error) {
      // The sign-in texts are not part of the first screen's catalog.
      await needCatalog('participant').catch(() => undefined);
      toast.error(authErrorMessage(error));
    }
  }

  return (
    <DropdownMenu
      testId="profile-pill"
      triggerLabel={signedIn ? t('header.accountMenuFor', { name }) : t('header.accountMenu')}
      trigger={
        <HStack as="span" gap={2} px={2} h="44px" rounded="full" borderWidth="1px" bg="bg" _hover={{ bg: 'bg.muted' }}>
          <FiMenu aria-hidden />
          <Image
            src={session.user?.photoURL || AVATAR_PLACEHOLDER}
            alt=""
            boxSize="32px"
            rounded="full"
            objectFit="cover"
            bg="bg.muted"
            onError={(e) => {
              if (!e.currentTarget.src.endsWith(AVATAR_PLACEHOLDER)) e.currentTarget.src = AVATAR_PLACEHOLDER;
            }}
          />
        </HStack>
      }
    >
      <Text px={4} py={2} fontWeight="semibold" data-testid="profile-name">
        {name}
      </Text>
      {session.user?.email && (
        <Text px={4} pb={2} mt={-2} fontSize="xs" color="fg.muted">
          {session.user.email}
        </Text>
      )}
      <Separator my={1} />
      <Box hideFrom="lg">
        {links.map((link) => (
          <ChakraLink key={link.to} asChild css={menuItemCss}>
            <RouterLink to={link.to} role="menuitem">
              {t(link.labelKey)}
            </RouterLink>
          </ChakraLink>
        ))}
        <Separator my={1} />
      </Box>
      <ChakraLink asChild css={menuItemCss}>
        <RouterLink to="/dashboard" role="menuitem">
          {t('nav.dashboard')}
        </RouterLink>
      </ChakraLink>
      {signedIn ? (
        <chakra.button type="button" role="menuitem" css={menuItemCss} onClick={() => void logOut()}>
          {t('header.logOut')}
        </chakra.button>
      ) : (
        <ChakraLink asChild css={menuItemCss}>
          <RouterLink to="/login" role="menuitem">
            {t('header.logIn')}
          </RouterLink>
        </ChakraLink>
      )}
    </DropdownMenu>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <Box
      as="header"
      position="fixed"
      top={0}
      left={0}
      right={0}
      zIndex="sticky"
      h={HEADER_HEIGHT}
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Flex maxW="1180px" mx="auto" h="full" px={{ base: 4, md: 6 }} align="center" justify="space-between" gap={4}>
        <RouterLink to="/" aria-label={t('header.home')}>
          <HStack gap={2}>
            <Image src="/images/logo-mark.svg" alt="" boxSize="36px" />
            <Text fontWeight="bold" fontSize="xl" color="brand.fg" letterSpacing="-0.02em">
              CampCare
            </Text>
          </HStack>
        </RouterLink>
        <HStack as="nav" aria-label={t('header.mainNav')} gap={1} hideBelow="lg">
          {navLinksFor(status).map((link) => (
            <Button key={link.to} asChild variant="ghost" size="sm" fontWeight="medium" css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}>
              <NavLink to={link.to} end={link.to === '/'}>
                {t(link.labelKey)}
              </NavLink>
            </Button>
          ))}
        </HStack>
        <HStack gap={2}>
          <LanguageSwitcher />
          <ColorModeToggle />
          <ProfileMenu />
        </HStack>
      </Flex>
    </Box>
  );
}
