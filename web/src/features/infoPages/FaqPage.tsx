/**
 * Frequently asked questions, answered from what the product does (its
 * defaults come from the domain, so the answers stay true when they change;
 * each answer is one catalog text, its links and figures put in by name).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_REFUND_CUTOFF_HOURS, DEFAULT_RETENTION_DAYS, DEFAULT_SEAT_OFFER_HOURS, REMINDER_LEAD_HOURS } from '@campcare/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { formatCount } from '../../lib/format.ts';
import { useTranslation, withElements } from '../../lib/i18n/index.ts';
import { PageSection } from './PageSection.tsx';

/** One question (a heading) and its answer, both texts of the catalog. */
function Question({ q, children }: { q: string; children: ReactNode }) {
  return (
    <Stack gap={1}>
      <Heading as="h3" size="md">
        {q}
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </Stack>
  );
}

const link = { textDecoration: 'underline' } as const;

export function FaqPage() {
  const { t } = useTranslation();
  usePageTitle(t('faq.pageTitle'));
  const privacyLink = (
    <Link to="/privacy" style={link}>
      {t('footer.privacy')}
    </Link>
  );
  const hours = (n: number) => ({ hours: formatCount(n) });
  return (
    <Box maxW="760px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Stack gap={8}>
        <Stack gap={2}>
          <Heading as="h1" size="3xl">
            {t('faq.heading')}
          </Heading>
          <Text>
            {withElements('faq.intro', {
              contactLink: (
                <Link to="/contact" style={link}>
                  {t('faq.contactLink')}
                </Link>
              ),
            })}
          </Text>
        </Stack>

        <PageSection id="taking-part" title={t('faq.takingPart')}>
          <Question q={t('faq.register.q')}>
            {withElements('faq.register.a', {
              campsLink: (
                <Link to="/allCamps" style={link}>
                  {t('nav.availableCamps')}
                </Link>
              ),
              privacyLink,
            })}
          </Question>
          <Question q={t('faq.full.q')}>{t('faq.full.a', hours(DEFAULT_SEAT_OFFER_HOURS))}</Question>
          <Question q={t('faq.bring.q')}>{t('faq.bring.a')}</Question>
          <Question q={t('faq.ticket.q')}>{t('faq.ticket.a')}</Question>
          <Question q={t('faq.reminder.q')}>{t('faq.reminder.a', hours(REMINDER_LEAD_HOURS))}</Question>
        </PageSection>

        <PageSection id="money" title={t('faq.money')}>
          <Question q={t('faq.fees.q')}>{t('faq.fees.a')}</Question>
          <Question q={t('faq.refund.q')}>{t('faq.refund.a', hours(DEFAULT_REFUND_CUTOFF_HOURS))}</Question>
          <Question q={t('faq.donation.q')}>{t('faq.donation.a')}</Question>
        </PageSection>

        <PageSection id="details" title={t('faq.details')}>
          <Question q={t('faq.whoSees.q')}>{t('faq.whoSees.a')}</Question>
          <Question q={t('faq.howLong.q')}>
            {withElements('faq.howLong.a', { privacyLink }, { days: formatCount(DEFAULT_RETENTION_DAYS) })}
          </Question>
        </PageSection>
      </Stack>
    </Box>
  );
}
