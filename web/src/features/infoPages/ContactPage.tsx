import { Box, Button, Field, Grid, Heading, HStack, Image, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import { FiClock, FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatTimeOfDay } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useSession } from '../auth/index.ts';
import { useSendContactMessage } from './api/sendContactMessage.ts';
import { contactRules, EMPTY_CONTACT, type ContactValues } from './contactForm.ts';

const ADDRESS = '120 Health Avenue, Springfield, IL 62701';

function Info({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <HStack align="start" gap={4}>
      <Box fontSize="xl" color="brand.fg" mt={1} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Text fontWeight="semibold">{title}</Text>
        <Box color="fg.muted">{children}</Box>
      </Box>
    </HStack>
  );
}

/** A time of day in the page's language ("9:00 AM"); the office's hours are the same in every zone they are read in. */
const hour = (hhmm: string) => formatTimeOfDay(`2000-01-03T${hhmm}:00Z`, 'UTC');

export function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  const session = useSession();
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    defaultValues: { ...EMPTY_CONTACT, name: session.user?.displayName ?? '', email: session.user?.email ?? '' },
    mode: 'onTouched',
  });

  async function submit(values: ContactValues) {
    try {
      await sendMessage.mutateAsync(values);
      toast.success(t('contact.sent'));
      reset({ ...EMPTY_CONTACT, name: values.name, email: values.email });
    } catch (error) {
      // The form checks each field as the API does, in the page's language: a field the API still refuses gets the form's own message for it.
      if (error instanceof ApiRequestError && Object.keys(error.fields).length) {
        for (const field of Object.keys(error.fields)) {
          if (field in EMPTY_CONTACT) {
            const rule = contactRules[field as keyof ContactValues].validate(getValues(field as keyof ContactValues));
            setError(field as keyof ContactValues, { message: rule === true ? t('form.invalid') : rule });
          }
        }
      } else toast.error(apiErrorMessage(error));
    }
  }

  const field = (name: keyof ContactValues, label: string, input: React.ReactNode, required = true) => (
    <Field.Root required={required} invalid={!!errors[name]}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {input}
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Box maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
      <Stack gap={2} mb={10}>
        <Heading as="h1" size="4xl">
          {t('contact.title')}
        </Heading>
        <Text color="fg.muted" maxW="65ch">
          {t('contact.intro')}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap={10}>
        <Stack asChild gap={4}>
          <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('contact.form')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              {field('name', t('contact.name'), <Input autoComplete="name" {...register('name', contactRules.name)} />)}
              {field('email', t('contact.email'), <Input type="email" autoComplete="email" {...register('email', contactRules.email)} />)}
              {field('phone', t('contact.phone'), <Input type="tel" autoComplete="tel" {...register('phone', contactRules.phone)} />, false)}
              {field('subject', t('contact.subject'), <Input {...register('subject', contactRules.subject)} />)}
            </SimpleGrid>
            {field('message', t('contact.message'), <Textarea rows={6} {...register('message', contactRules.message)} />)}
            <Box>
              <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('contact.sending')}>
                {t('contact.send')}
              </Button>
            </Box>
          </form>
        </Stack>
        <Stack gap={6}>
          <Info icon={<FiMapPin />} title={t('contact.address')}>
            <Text>{ADDRESS}</Text>
          </Info>
          <Info icon={<FiPhone />} title={t('contact.phoneTitle')}>
            <a href="tel:+15551234567">+1 (555) 123-4567</a>
          </Info>
          <Info icon={<FiMail />} title={t('contact.emailTitle')}>
            <a href="mailto:hello@campcare.org">hello@campcare.org</a>
          </Info>
          <Info icon={<FiClock />} title={t('contact.hours')}>
            <Text>{t('contact.weekdays', { from: hour('09:00'), to: hour('18:00') })}</Text>
            <Text>{t('contact.saturday', { from: hour('10:00'), to: hour('14:00') })}</Text>
            <Text>{t('contact.sunday')}</Text>
          </Info>
          <Box as="figure" rounded="xl" overflow="hidden" borderWidth="1px">
            <Image src="/images/map.jpg" alt={t('contact.map', { address: ADDRESS })} w="full" aspectRatio={4 / 3} objectFit="cover" loading="lazy" />
            <Text as="figcaption" fontSize="sm" p={3} color="fg.muted">
              {ADDRESS}
            </Text>
          </Box>
        </Stack>
      </Grid>
    </Box>
  );
}
