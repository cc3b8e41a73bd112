import { Box, Button, Field, Grid, Heading, HStack, Image, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FiClock, FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { ApiRequestError } from '../../lib/api.ts';
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

export function ContactPage() {
  usePageTitle('Contact Us');
  const session = useSession();
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    defaultValues: { ...EMPTY_CONTACT, name: session.user?.displayName ?? '', email: session.user?.email ?? '' },
    mode: 'onTouched',
  });

  async function submit(values: ContactValues) {
    try {
      await sendMessage.mutateAsync(values);
      toast.success('Thank you! Your message has been sent. We reply within two working days.');
      reset({ ...EMPTY_CONTACT, name: values.name, email: values.email });
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in EMPTY_CONTACT) setError(field as keyof ContactValues, { message });
        }
      } else toast.error(error instanceof Error ? error.message : 'Your message could not be sent. Please try again.');
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
          Contact Us
        </Heading>
        <Text color="fg.muted" maxW="65ch">
          Questions about a camp, a registration or a payment? Want to volunteer or host a camp? Send us a message and our team will get back to you.
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap={10}>
        <Stack asChild gap={4}>
          <form onSubmit={handleSubmit(submit)} noValidate aria-label="Contact form">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              {field('name', 'Your name', <Input autoComplete="name" {...register('name', contactRules.name)} />)}
              {field('email', 'Email', <Input type="email" autoComplete="email" {...register('email', contactRules.email)} />)}
              {field('phone', 'Phone (optional)', <Input type="tel" autoComplete="tel" {...register('phone', contactRules.phone)} />, false)}
              {field('subject', 'Subject', <Input {...register('subject', contactRules.subject)} />)}
            </SimpleGrid>
            {field('message', 'Message', <Textarea rows={6} {...register('message', contactRules.message)} />)}
            <Box>
              <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Sending…">
                Send message
              </Button>
            </Box>
          </form>
        </Stack>
        <Stack gap={6}>
          <Info icon={<FiMapPin />} title="Address">
            <Text>{ADDRESS}</Text>
          </Info>
          <Info icon={<FiPhone />} title="Phone">
            <a href="tel:+15551234567">+1 (555) 123-4567</a>
          </Info>
          <Info icon={<FiMail />} title="Email">
            <a href="mailto:hello@campcare.org">hello@campcare.org</a>
          </Info>
          <Info icon={<FiClock />} title="Office hours">
            <Text>Monday to Friday: 9:00 AM – 6:00 PM</Text>
            <Text>Saturday: 10:00 AM – 2:00 PM</Text>
            <Text>Sunday: closed</Text>
          </Info>
          <Box as="figure" rounded="xl" overflow="hidden" borderWidth="1px">
            <Image src="/images/map.jpg" alt={`Map showing the CampCare office at ${ADDRESS}`} w="full" aspectRatio={4 / 3} objectFit="cover" loading="lazy" />
            <Text as="figcaption" fontSize="sm" p={3} color="fg.muted">
              {ADDRESS}
            </Text>
          </Box>
        </Stack>
      </Grid>
    </Box>
  );
}
