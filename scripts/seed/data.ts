/**
 * The demo data loaded by `npm run seed`: demo accounts (listed in the
 * README), background participants, camps and registrations in every state,
 * with reviews on camps that have already taken place. Two organizers
 * (Daniel and Helena) each run their own camps, one camp together; the admin
 * runs none.
 *
 * ParticipantCount is not typed here: the loader counts the registrations.
 */
import type { SeedCamp, SeedRegistration, SeedStaff, SeedUser } from './types.ts';

type Gender = SeedRegistration['gender'];
type Review = NonNullable<SeedRegistration['review']>;

// ---------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------

const demoUsers: SeedUser[] = [
  {
    uid: 'demo-admin',
    email: 'admin@campcare.test',
    password: 'campcare-admin',
    displayName: 'Amina Rahman',
    role: 'Organizer',
    admin: true,
    photo: 'avatar-amina.jpg',
    demo: true,
  },
  {
    uid: 'demo-organizer',
    email: 'organizer@campcare.test',
    password: 'campcare-organizer',
    displayName: 'Dr. Daniel Okafor',
    role: 'Organizer',
    photo: 'avatar-daniel.jpg',
    demo: true,
  },
  {
    // A second organisation's organizer: runs camps of her own, and one with Daniel.
    uid: 'demo-organizer-2',
    email: 'organizer2@campcare.test',
    password: 'campcare-organizer',
    displayName: 'Dr. Helena Costa',
    role: 'Organizer',
    demo: true,
  },
  {
    uid: 'demo-participant',
    email: 'participant@campcare.test',
    password: 'campcare-participant',
    displayName: 'Priya Sharma',
    role: 'Participant',
    photo: 'avatar-priya.jpg',
    demo: true,
  },
  {
    uid: 'demo-sam',
    email: 'sam@campcare.test',
    password: 'campcare-participant',
    displayName: 'Samuel Brooks',
    role: 'Participant',
    photo: 'avatar-samuel.jpg',
    demo: true,
  },
  {
    // A volunteer who works the door of two camps (a Participant: staff roles need no promotion).
    uid: 'demo-door',
    email: 'door@campcare.test',
    password: 'campcare-staff',
    displayName: 'Rafiq Ahmed',
    role: 'Participant',
    demo: true,
  },
  {
    // A nurse on the Community Vaccination Drive's staff: the door's work, and its participants' health details.
    uid: 'demo-clinician',
    email: 'clinician@campcare.test',
    password: 'campcare-staff',
    displayName: 'Nurse Joyce Mensah',
    role: 'Participant',
    demo: true,
  },
  {
    // No photo on purpose: shows the avatar placeholder.
    uid: 'demo-lena',
    email: 'lena@campcare.test',
    password: 'campcare-participant',
    displayName: 'Léna Fischer',
    role: 'Participant',
    demo: true,
  },
];

/** What a participant types into the registration form, kept the same across their registrations. */
interface Profile {
  age: number;
  gender: Gender;
  phoneNumber: string;
  emergencyContact: string;
}

interface Background extends Profile {
  uid: string;
  displayName: string;
  email: string;
  photo?: string;
}

const background: Background[] = [
  { uid: 'p-01', displayName: 'María José Fernández', email: 'maria.fernandez@example.org', photo: 'avatar-01.jpg', age: 34, gender: 'Female', phoneNumber: '5550142387', emergencyContact: '5550198214' },
  { uid: 'p-02', displayName: 'Kwame Mensah', email: 'kwame.mensah@example.org', photo: 'avatar-02.jpg', age: 52, gender: 'Male', phoneNumber: '5550117623', emergencyContact: '5550163390' },
  { uid: 'p-03', displayName: 'Zoë Martin', email: 'zoe.martin@example.org', age: 29, gender: 'Female', phoneNumber: '5550184402', emergencyContact: '5550120957' },
  { uid: 'p-04', displayName: 'Hiroshi Tanaka', email: 'hiroshi.tanaka@example.org', photo: 'avatar-03.jpg', age: 67, gender: 'Male', phoneNumber: '5550139768', emergencyContact: '5550171245' },
  { uid: 'p-05', displayName: 'Fatima Al-Sayed', email: 'fatima.alsayed@example.org', age: 41, gender: 'Female', phoneNumber: '5550156031', emergencyContact: '5550104886' },
  { uid: 'p-06', displayName: 'João Pereira', email: 'joao.pereira@example.org', photo: 'avatar-04.jpg', age: 45, gender: 'Male', phoneNumber: '5550102579', emergencyContact: '5550147712' },
  { uid: 'p-07', displayName: 'Chloé Dubois', email: 'chloe.dubois@example.org', age: 31, gender: 'Female', phoneNumber: '5550191846', emergencyContact: '5550135520' },
  { uid: 'p-08', displayName: 'Oleksandr Kovalenko', email: 'oleksandr.kovalenko@example.org', age: 38, gender: 'Male', phoneNumber: '5550128394', emergencyContact: '5550189063' },
  { uid: 'p-09', displayName: 'Grace Wanjiru', email: 'grace.wanjiru@example.org', photo: 'avatar-05.jpg', age: 27, gender: 'Female', phoneNumber: '5550165217', emergencyContact: '5550112648' },
  { uid: 'p-10', displayName: 'Björn Lindqvist', email: 'bjorn.lindqvist@example.org', age: 58, gender: 'Male', phoneNumber: '5550173950', emergencyContact: '5550158431' },
  { uid: 'p-11', displayName: 'Mei Lin Chen', email: 'mei.chen@example.org', age: 36, gender: 'Female', phoneNumber: '5550109482', emergencyContact: '5550176305' },
  { uid: 'p-12', displayName: 'Rahul Verma', email: 'rahul.verma@example.org', age: 44, gender: 'Male', phoneNumber: '5550147036', emergencyContact: '5550193178' },
  { uid: 'p-13', displayName: 'Siobhán Murphy', email: 'siobhan.murphy@example.org', photo: 'avatar-06.jpg', age: 72, gender: 'Female', phoneNumber: '5550182665', emergencyContact: '5550126749' },
  { uid: 'p-14', displayName: 'Emeka Nwosu', email: 'emeka.nwosu@example.org', age: 33, gender: 'Male', phoneNumber: '5550115908', emergencyContact: '5550168827' },
  { uid: 'p-15', displayName: 'Ana Lúcia Santos', email: 'ana.santos@example.org', age: 26, gender: 'Female', phoneNumber: '5550194321', emergencyContact: '5550137094' },
  { uid: 'p-16', displayName: 'Tomasz Wiśniewski', email: 'tomasz.wisniewski@example.org', age: 49, gender: 'Male', phoneNumber: '5550121754', emergencyContact: '5550152986' },
  { uid: 'p-17', displayName: 'Yasmin Khalil', email: 'yasmin.khalil@example.org', age: 23, gender: 'Female', phoneNumber: '5550168093', emergencyContact: '5550109537' },
  { uid: 'p-18', displayName: 'Alex Morgan', email: 'alex.morgan@example.org', photo: 'avatar-07.jpg', age: 30, gender: 'Other', phoneNumber: '5550133470', emergencyContact: '5550184126' },
  { uid: 'p-19', displayName: 'Nomvula Dlamini', email: 'nomvula.dlamini@example.org', age: 39, gender: 'Female', phoneNumber: '5550176512', emergencyContact: '5550141863' },
  { uid: 'p-20', displayName: 'Walter Becker', email: 'walter.becker@example.org', age: 81, gender: 'Male', phoneNumber: '5550104728', emergencyContact: '5550165491' },
  { uid: 'p-21', displayName: 'Soo-ah Park', email: 'sooah.park@example.org', age: 64, gender: 'Female', phoneNumber: '5550159384', emergencyContact: '5550118270' },
  { uid: 'p-22', displayName: 'Luis Hernández', email: 'luis.hernandez@example.org', age: 56, gender: 'Male', phoneNumber: '5550187246', emergencyContact: '5550132659' },
  { uid: 'p-23', displayName: 'Élise Moreau', email: 'elise.moreau@example.org', photo: 'avatar-08.jpg', age: 77, gender: 'Female', phoneNumber: '5550126915', emergencyContact: '5550177038' },
  { uid: 'p-24', displayName: 'Jordan Ellis', email: 'jordan.ellis@example.org', age: 24, gender: 'Other', phoneNumber: '5550141587', emergencyContact: '5550196402' },
];

export const seedUsers: SeedUser[] = [
  ...demoUsers,
  ...background.map(({ uid, displayName, email, photo }): SeedUser => ({
    uid,
    email,
    password: `background-not-for-login-${uid}`,
    displayName,
    role: 'Participant',
    ...(photo ? { photo } : {}),
    demo: false,
  })),
];

const profiles = new Map<string, Profile>([
  ['demo-participant', { age: 32, gender: 'Female', phoneNumber: '5550162048', emergencyContact: '5550119735' }],
  ['demo-sam', { age: 45, gender: 'Male', phoneNumber: '5550138861', emergencyContact: '5550174290' }],
  ...background.map(({ uid, age, gender, phoneNumber, emergencyContact }): [string, Profile] => [uid, { age, gender, phoneNumber, emergencyContact }]),
]);

// ---------------------------------------------------------------------------
// Camps
// ---------------------------------------------------------------------------

export const seedCamps: SeedCamp[] = [
  {
    id: 'camp-01',
    CampName: 'Free Eye Screening and Reading Glasses Fitting',
    image: 'camp-01.jpg',
    CampFees: 0,
    startsInDays: 12,
    startHour: 9,
    Location: 'Centro Comunitário São Jorge, Lisbon',
    TimeZone: 'Europe/Lisbon',
    HealthcareProfessional: 'Dr. Sarah Mitchell, Consultant Ophthalmologist and team',
    Description: [
      'An eye check for adults and teenagers, run by a consultant ophthalmologist, two optometrists and volunteer nurses. Each visit includes a visual acuity test, an eye pressure measurement to screen for glaucoma, a cataract check with a slit lamp, and a dilated retina exam for people with diabetes.',
      'Anyone who needs reading glasses leaves with a free pair fitted on the day. Prescriptions for distance glasses are written up so they can be filled at any optician, and people who need cataract surgery are referred to the hospital waiting list.',
      'Please bring your current glasses, a list of your medicines and, if you have diabetes, your latest HbA1c result. The dilating drops blur vision for about four hours, so do not drive home. Staff speak Portuguese, English and Spanish; the hall is step-free and has an accessible toilet.',
    ].join('\n\n'),
    createdBy: 'demo-organizer',
  },
  {
    id: 'camp-02',
    CampName: 'Diabetes Check and Foot Care Day',
    image: 'camp-02.jpg',
    CampFees: 19.99,
    startsInDays: 20,
    startHour: 10,
    Location: 'Riverside Community Hall, Leeds',
    TimeZone: 'Europe/London',
    HealthcareProfessional: 'Dr. Lee',
    Description: [
      'For adults living with type 1 or type 2 diabetes, and for anyone who has been told they are at risk. We measure HbA1c with a finger-prick test (the result takes six minutes), blood pressure, weight and waist, and we test the feeling and circulation in both feet.',
      'A podiatrist trims nails and treats corns and hard skin, and a diabetes nurse goes through your results with you and answers questions about tablets, insulin doses and low blood sugar.',
      'Bring your glucose meter or sensor reader and your repeat prescription list, and wear socks and shoes that are easy to take off. You do not need to fast. Interpreters for Urdu and Polish are available if you ask when you register.',
    ].join('\n\n'),
    createdBy: 'demo-organizer-2',
    // Run together by the two organisations.
    coOrganizers: ['demo-organizer'],
  },
  {
    id: 'camp-03',
    CampName: "Smiles for Kids: Children's Dental Camp",
    image: 'camp-03.jpg',
    CampFees: 0,
    startsInDays: -20,
    startHour: 8,
    Location: 'Sunnyside Primary School, Nairobi',
    TimeZone: 'Africa/Nairobi',
    HealthcareProfessional: 'Dr. Wanjiku Kamau, Paediatric Dentist, with final-year dental students',
    Description: [
      'A relaxed, child-friendly dental morning for children aged 4 to 12. Each child gets a check-up, a fluoride varnish and a short tooth-brushing lesson, and goes home with a free toothbrush and toothpaste.',
      "Small fillings and fissure sealants are done on the day where needed; children who need an extraction or orthodontic treatment get a referral letter. A parent or guardian must stay with the child and sign the consent form. Please register with your child's age, not your own.",
      'Give your child a normal breakfast and brush their teeth before you come, and bring any medicines they take regularly. The team speaks English and Swahili, and there is a quiet room for children who find the noise hard.',
    ].join('\n\n'),
    createdBy: 'demo-organizer',
  },
  {
    id: 'camp-04',
    CampName: 'Maternal Health and Antenatal Check-up',
    image: 'camp-04.jpg',
    CampFees: 7.5,
    startsInDays: 9,
    startHour: 13,
    Location: 'Maison de la Famille, Montréal',
    TimeZone: 'America/Toronto',
    HealthcareProfessional: 'Marie-Claire Tremblay, Midwife',
    Description: [
      "Antenatal check-ups for pregnant women at any stage, especially those who do not yet have a regular midwife or doctor. A midwife checks your blood pressure, urine and weight, listens to the baby's heartbeat and, from 24 weeks, measures the bump.",
      'We also offer a haemoglobin test for anaemia, advice on folic acid, iron and vitamin D, and a private conversation about your birth plan, breastfeeding and how you are feeling. Partners are welcome.',
      'Bring your pregnancy record or any scan reports and, if you can, a urine sample in a clean container. A health card is useful but not required. Consultations are in French or English; Arabic and Spanish interpreters can be booked in advance.',
    ].join('\n\n'),
    createdBy: 'demo-organizer',
  },
  {
    id: 'camp-05',
    CampName: 'Heart Health Screening',
    image: 'camp-05.jpg',
    CampFees: 120,
    startsInDays: 35,
    startHour: 8,
    Location: 'Hospital Clínic outpatient wing, Barcelona',
    TimeZone: 'Europe/Madrid',
    HealthcareProfessional: 'Dr. Rafael Gómez, Consultant Cardiologist',
    Description: [
      'A full cardiovascular screening for adults over 40, or younger adults with a family history of early heart disease. It includes a 12-lead ECG, a resting echocardiogram, a fasting cholesterol and glucose panel, and a blood pressure check on both arms.',
      'Dr. Gómez goes through every result with you on the day and gives you a written summary for your family doctor. If anything needs follow-up, such as an exercise test or a 24-hour Holter monitor, he explains the next steps and your referral options.',
      'Please fast for 10 hours beforehand (water is fine) and take your usual medicines. Bring a list of them and wear a top that opens at the front. Consultations are in Spanish, Catalan and English. The wing has lifts and reserved disabled parking.',
    ].join('\n\n'),
    createdBy: 'demo-organizer-2',
  },
  {
    id: 'camp-06',
    CampName: 'Community Vaccination Drive',
    image: 'camp-06.jpg',
    CampFees: 0,
    startsInDays: 6,
    startHour: 11,
    Location: 'Westside Branch Library, Chicago',
    TimeZone: 'America/Chicago',
    HealthcareProfessional: 'Nurse Kim',
    Description: [
      'Free vaccines for adults and children, given by registered nurses from the county health department: seasonal flu, the updated COVID-19 vaccine, Tdap (tetanus, diphtheria and whooping cough), catch-up MMR doses, and shingles and pneumococcal vaccines for people over 50.',
      'Bring your vaccination card or any record you have; if you have none, the nurses can look you up in the state immunization registry. Tell us about any allergies, or if you have a fever on the day. Children must come with a parent or guardian.',
      'No insurance or ID is needed. Staff speak English, Spanish and Polish. The library is wheelchair accessible, and you can sit in the reading room for the 15 minutes of observation after your shot.',
    ].join('\n\n'),
    createdBy: 'demo-organizer-2',
  },
  {
    id: 'camp-07',
    CampName: 'Mental Health and Wellbeing Open Day',
    image: 'camp-07.jpg',
    CampFees: 25,
    startsInDays: -3,
    startHour: 14,
    Location: 'Café-Théâtre hall, Montréal',
    TimeZone: 'America/Toronto',
    HealthcareProfessional: 'Dr. Hannah Kowalski, Clinical Psychologist, with two counsellors',
    Description: [
      'An afternoon for anyone dealing with stress, low mood, anxiety, poor sleep or burnout, and for family members who want to support someone. It opens with a short talk on recognising early warning signs, followed by small-group sessions on sleep and breathing techniques.',
      'Every participant can book a confidential 30-minute one-to-one with a psychologist or counsellor, who will help you think through your options: therapy, community groups or a referral to your doctor. Nothing you say is shared without your consent.',
      'The afternoon is in English and French. The hall has step-free access and a quiet room you can use at any time. If you are in crisis now, please do not wait for this event: call or text 988, or go to the nearest emergency department.',
    ].join('\n\n'),
    createdBy: 'demo-organizer',
  },
  {
    id: 'camp-08',
    CampName: 'Physiotherapy for Back and Joint Pain',
    image: 'camp-08.jpg',
    CampFees: 40,
    startsInDays: 28,
    startHour: 9,
    Location: 'Sporthalle Nord, München',
    TimeZone: 'Europe/Berlin',
    HealthcareProfessional: 'Dr. Tomás Ruiz',
    Description: [
      'For adults with long-standing lower back or neck pain, knee or shoulder problems, or stiffness after an injury or an operation. A physiotherapist assesses your posture, movement and strength, and explains what is most likely causing the pain.',
      'You leave with a personal exercise programme, printed with pictures, advice on working and sleeping positions, and a follow-up phone call one week later. We do not treat recent fractures or unexplained pain, so please tell us if either applies to you.',
      'Wear loose, comfortable clothes and bring any X-ray or MRI reports. The hall has a lift and changing rooms. Sessions are in German and English, and Dr. Ruiz also speaks Spanish.',
    ].join('\n\n'),
    createdBy: 'demo-organizer-2',
  },
  {
    id: 'camp-09',
    CampName: "Women's Health Check",
    image: 'camp-09.jpg',
    CampFees: 30,
    startsInDays: 45,
    startHour: 10,
    Location: "St. Mary's Parish Centre, Dublin",
    TimeZone: 'Europe/Dublin',
    HealthcareProfessional: 'Dr. Ngozi Eze, Obstetrician-Gynaecologist, and two practice nurses',
    Description: [
      'A check-up for women aged 25 and over: cervical screening (HPV test), a clinical breast examination with a lesson on self-examination, a blood pressure check, and time to talk about periods, contraception or menopause symptoms.',
      'All examinations are done by female clinicians in private rooms, and you are welcome to bring a friend or relative. Cervical screening results are posted to you within four weeks, and anyone who needs a mammogram is referred to the national breast screening service.',
      'If you would like a smear test, please avoid booking during your period, and bring the date of your last screening if you know it. The centre is step-free with an accessible toilet; Irish Sign Language interpretation is available on request.',
    ].join('\n\n'),
    createdBy: 'demo-organizer',
  },
  {
    id: 'camp-10',
    CampName: 'Blood Donation Drive',
    image: 'camp-10.jpg',
    CampFees: 0,
    startsInDays: 15,
    startHour: 12,
    Location: 'Town Hall foyer, Kraków',
    TimeZone: 'Europe/Warsaw',
    HealthcareProfessional: 'Regional Blood Centre team',
    Description: [
      'Give blood and help keep the hospitals in the region supplied. Donors must be 18 to 65, weigh at least 50 kg and be in good health; first-time donors are very welcome.',
      'Every donor has a short medical interview, a finger-prick haemoglobin test and a blood pressure check before donating. The donation itself takes about ten minutes, but plan for 45 minutes in total, including a rest and a snack afterwards.',
      'Eat a proper meal and drink plenty of water beforehand, and bring photo ID. You cannot donate if you have had a cold in the past week, or a recent tattoo or piercing; the team will check the details with you. Staff speak Polish and English.',
    ].join('\n\n'),
    createdBy: 'demo-organizer-2',
  },
  {
    id: 'camp-11',
    CampName: 'Skin Check and Mole Mapping',
    image: 'camp-11.jpg',
    CampFees: 55,
    startsInDays: -45,
    startHour: 9,
    Location: 'Folkets Hus, Malmö',
    TimeZone: 'Europe/Stockholm',
    HealthcareProfessional: 'Dr. Ingrid Sørensen, Dermatologist',
    Description: [
      'A full-body skin examination by a dermatologist using a dermatoscope, for anyone with many moles, a mole that has changed, fair skin with a history of sunburn, or a family history of melanoma.',
      "Suspicious moles are photographed so that changes can be compared at your next check, and you receive a written report. If a mole needs to be removed or tested, we refer you to the hospital's dermatology clinic. We can also look at eczema, psoriasis or acne and advise on treatment.",
      'Please do not wear make-up, nail polish or self-tan on the day. Consultations are in Swedish, Danish and English. The building has a lift and an accessible entrance on the side street.',
    ].join('\n\n'),
    createdBy: 'demo-organizer',
  },
  {
    id: 'camp-12',
    CampName: 'Hearing Test and Hearing-Aid Clinic',
    image: 'camp-12.jpg',
    CampFees: 12.5,
    startsInDays: 60,
    startHour: 10,
    Location: 'Sunrise Senior Centre, Leicester',
    TimeZone: 'Europe/London',
    HealthcareProfessional: 'Dr. Patel',
    Description: [
      'For adults who find conversations hard to follow, keep turning the television up, or hear ringing in their ears. An audiologist checks your ears for wax, then runs a full hearing test in a sound booth; the whole visit takes about 40 minutes.',
      'If you already wear hearing aids, bring them: we clean them, replace tubes and batteries, and retune them if needed. New users get advice on NHS hearing aids and a referral letter for their GP.',
      'You are welcome to bring a relative to take notes. The centre is on one level, with a hearing loop at reception. Gujarati, Punjabi and British Sign Language interpreters can be arranged if you tell us when you register.',
    ].join('\n\n'),
    Capacity: 6,
    seatOfferHours: 24,
    createdBy: 'demo-organizer-2',
  },
  {
    id: 'camp-13',
    CampName: 'Senior Wellness Day',
    image: 'camp-13.jpg',
    CampFees: 15,
    startsInDays: 75,
    startHour: 10,
    Location: 'Centre communautaire Côte-des-Neiges, Montréal',
    TimeZone: 'America/Toronto',
    HealthcareProfessional: "Dr. Margaret O'Neill, Geriatrician, with a visiting pharmacist",
    Description: [
      'A morning for people aged 65 and over, and for their carers. Each person has a blood pressure check, a balance and falls-risk assessment, a short memory questionnaire, and a medicines review with a pharmacist who looks for interactions and for doses that are no longer needed.',
      'A physiotherapist leads a 20-minute chair exercise session, and a social worker is on hand to talk about help at home, transport and support for carers.',
      'Bring all your medicines in a bag (including vitamins, drops and creams), your glasses and your hearing aids. Coffee and a light lunch are included. The centre is fully accessible, and adapted transport can be arranged if you ask when you register. Services are in French and English.',
    ].join('\n\n'),
    createdBy: 'demo-organizer',
  },
  {
    id: 'camp-14',
    CampName: 'Family Nutrition and Healthy Eating Clinic',
    image: 'camp-14.jpg',
    CampFees: 9.99,
    startsInDays: 100,
    startHour: 11,
    Location: 'Mercado do Bolhão community room, Porto',
    TimeZone: 'Europe/Lisbon',
    HealthcareProfessional: 'Ana Ribeiro, Dietitian',
    Description: [
      'Practical nutrition advice for families: how to plan cheap, balanced meals, read food labels, cut down on sugar and salt, and cope with fussy eaters. Each family has 20 minutes with a registered dietitian, who measures height and weight and plots children on growth charts.',
      'Adults with high cholesterol, diabetes, coeliac disease or food allergies can ask for an individual eating plan. Cooking demonstrations with vegetables from the market run every hour.',
      'Bring a rough note of what your family ate on two ordinary days. Children are welcome, and there is a play corner. Sessions are in Portuguese and English, and the room is step-free.',
    ].join('\n\n'),
    createdBy: 'demo-organizer-2',
  },
  {
    id: 'camp-15',
    CampName: 'Asthma and Lung Function Check',
    image: 'camp-15.jpg',
    CampFees: 35,
    startsInDays: 40,
    startHour: 13,
    Location: 'Northgate Health Hub, Manchester',
    TimeZone: 'Europe/London',
    HealthcareProfessional: 'Dr. Amir Haddad, Respiratory Physician',
    Description: [
      'For adults and children over 8 with asthma or COPD, a cough that has lasted more than three weeks, or breathlessness on exertion. A respiratory nurse performs spirometry before and after a reliever inhaler, and measures exhaled nitric oxide (FeNO) to check for airway inflammation.',
      'We check your inhaler technique, which many people get slightly wrong without knowing it, and write or update your personal asthma action plan. Smokers can join a short stop-smoking session and leave with a referral to the local service.',
      'Unless you need it, please do not use your reliever inhaler for four hours before the test, and avoid heavy meals and exercise. Bring all your inhalers and spacers. The hub is fully accessible; Urdu and Arabic interpreters are available on request.',
    ].join('\n\n'),
    createdBy: 'demo-organizer',
  },
  {
    id: 'camp-16',
    CampName: 'Kidney Health Screening',
    image: 'camp-16.jpg',
    CampFees: 20,
    startsInDays: 120,
    startHour: 9,
    Location: 'Grace Community Church hall, Accra',
    TimeZone: 'Africa/Accra',
    HealthcareProfessional: 'Dr. Kofi Asante, Nephrologist, and the renal nursing team',
    Description: [
      'Chronic kidney disease often causes no symptoms until it is advanced. This screening is for adults with high blood pressure or diabetes, a family history of kidney disease or sickle cell disease, or who take painkillers regularly.',
      'We test a urine sample for protein and blood, take a blood sample for creatinine to estimate kidney function (eGFR), and check your blood pressure. Results are ready the same day; a nephrologist explains them and refers anyone who needs follow-up care.',
      'Please bring a list of your medicines, including herbal remedies, and eat and drink normally beforehand. Services are in English, Twi and Ga. The hall has a ramp and seating throughout.',
    ].join('\n\n'),
    createdBy: 'demo-organizer-2',
  },
];

// ---------------------------------------------------------------------------
// Registrations
// ---------------------------------------------------------------------------

type State = 'Unpaid+Pending' | 'Paid+Pending' | 'Paid+Confirmed';

interface RegOptions {
  /** For a child registered by a parent: the child's age and gender. */
  age?: number;
  gender?: Gender;
  review?: Review;
  noShow?: boolean;
  waitlist?: SeedRegistration['waitlist'];
  dependant?: SeedRegistration['dependant'];
  id?: string;
}

function reg(campId: string, uid: string, state: State, options: RegOptions = {}): SeedRegistration {
  const profile = profiles.get(uid);
  if (!profile) throw new Error(`Seed data: no participant profile for ${uid}.`);
  return {
    campId,
    uid,
    PaymentStatus: state === 'Unpaid+Pending' ? 'Unpaid' : 'Paid',
    ConfirmationStatus: state === 'Paid+Confirmed' ? 'Confirmed' : 'Pending',
    age: options.age ?? profile.age,
    phoneNumber: profile.phoneNumber,
    gender: options.gender ?? profile.gender,
    emergencyContact: profile.emergencyContact,
    ...(options.review ? { review: options.review } : {}),
    ...(options.noShow ? { noShow: true } : {}),
    ...(options.waitlist ? { waitlist: options.waitlist } : {}),
    ...(options.dependant ? { dependant: options.dependant } : {}),
    ...(options.id ? { id: options.id } : {}),
  };
}

export const seedRegistrations: SeedRegistration[] = [
  // camp-01, free eye screening (in 12 days): the most popular camp.
  reg('camp-01', 'p-02', 'Paid+Confirmed'),
  reg('camp-01', 'p-04', 'Paid+Confirmed'),
  reg('camp-01', 'p-06', 'Paid+Pending'),
  reg('camp-01', 'p-08', 'Paid+Confirmed'),
  reg('camp-01', 'p-10', 'Paid+Pending'),
  reg('camp-01', 'p-12', 'Paid+Confirmed'),
  reg('camp-01', 'p-13', 'Paid+Confirmed'),
  reg('camp-01', 'p-14', 'Paid+Pending'),
  reg('camp-01', 'p-16', 'Paid+Pending'),
  reg('camp-01', 'p-18', 'Paid+Confirmed'),
  reg('camp-01', 'p-20', 'Paid+Confirmed'),
  reg('camp-01', 'p-21', 'Paid+Pending'),
  reg('camp-01', 'p-22', 'Paid+Pending'),
  reg('camp-01', 'p-23', 'Paid+Confirmed'),
  reg('camp-01', 'p-24', 'Paid+Pending'),

  // camp-02, diabetes and foot care (19.99, in 20 days).
  reg('camp-02', 'demo-participant', 'Paid+Pending'),
  reg('camp-02', 'p-02', 'Unpaid+Pending'),
  reg('camp-02', 'p-04', 'Paid+Confirmed'),
  reg('camp-02', 'p-06', 'Unpaid+Pending'),
  reg('camp-02', 'p-10', 'Paid+Confirmed'),
  reg('camp-02', 'p-12', 'Paid+Pending'),
  reg('camp-02', 'p-16', 'Unpaid+Pending'),
  reg('camp-02', 'p-20', 'Paid+Pending'),
  reg('camp-02', 'p-22', 'Paid+Confirmed'),

  // camp-03, children's dental (free, 20 days ago): parents registered their children.
  reg('camp-03', 'p-01', 'Paid+Confirmed', {
    age: 7,
    gender: 'Female',
    review: {
      ratting: 5,
      feedback: "My daughter was terrified of dentists and the students turned the whole visit into a game. She came home proud of her fluoride 'shield' and now brushes for the full two minutes.",
      daysAgo: 19,
    },
  }),
  reg('camp-03', 'p-02', 'Paid+Confirmed', { age: 10, gender: 'Male' }),
  reg('camp-03', 'p-05', 'Paid+Confirmed', { age: 6, gender: 'Male' }),
  reg('camp-03', 'p-09', 'Paid+Confirmed', {
    age: 4,
    gender: 'Female',
    review: {
      ratting: 5,
      feedback: 'Well organised: we were in and out in under an hour. My four-year-old had a small filling without a single tear.',
      daysAgo: 17,
    },
  }),
  reg('camp-03', 'p-11', 'Paid+Confirmed', { age: 8, gender: 'Female' }),
  reg('camp-03', 'p-12', 'Paid+Confirmed', {
    age: 9,
    gender: 'Male',
    review: {
      ratting: 4,
      feedback: "A good check-up and a clear referral letter for my son's crowded teeth. The queue outside in the morning was long, so bring water and a snack.",
      daysAgo: 12,
    },
  }),
  reg('camp-03', 'p-14', 'Paid+Confirmed', { age: 5, gender: 'Male', noShow: true }),
  reg('camp-03', 'p-19', 'Paid+Confirmed', {
    age: 12,
    gender: 'Male',
    review: {
      ratting: 4,
      feedback: 'Friendly team and a useful brushing lesson. I would have liked a copy of the dental chart to take home.',
      daysAgo: 6,
    },
  }),

  // camp-04, maternal health (7.5, in 9 days).
  reg('camp-04', 'p-03', 'Paid+Confirmed'),
  reg('camp-04', 'p-07', 'Unpaid+Pending'),
  reg('camp-04', 'p-09', 'Paid+Confirmed'),
  reg('camp-04', 'p-11', 'Paid+Pending'),
  reg('camp-04', 'p-15', 'Paid+Pending'),
  reg('camp-04', 'p-17', 'Unpaid+Pending'),

  // camp-05, heart health (120, in 35 days): expensive, so many still unpaid.
  reg('camp-05', 'demo-sam', 'Unpaid+Pending'),
  reg('camp-05', 'p-02', 'Unpaid+Pending'),
  reg('camp-05', 'p-06', 'Paid+Confirmed'),
  reg('camp-05', 'p-08', 'Paid+Pending'),
  reg('camp-05', 'p-10', 'Unpaid+Pending'),
  reg('camp-05', 'p-12', 'Paid+Confirmed'),
  reg('camp-05', 'p-22', 'Unpaid+Pending'),

  // camp-06, vaccination drive (free, in 6 days).
  reg('camp-06', 'demo-participant', 'Paid+Pending'),
  reg('camp-06', 'p-01', 'Paid+Confirmed'),
  reg('camp-06', 'p-03', 'Paid+Pending'),
  reg('camp-06', 'p-05', 'Paid+Confirmed'),
  reg('camp-06', 'p-07', 'Paid+Pending'),
  reg('camp-06', 'p-09', 'Paid+Confirmed'),
  reg('camp-06', 'p-11', 'Paid+Pending'),
  reg('camp-06', 'p-13', 'Paid+Confirmed'),
  reg('camp-06', 'p-15', 'Paid+Pending'),
  reg('camp-06', 'p-17', 'Paid+Pending'),
  reg('camp-06', 'p-23', 'Paid+Confirmed'),
  // Priya brings her daughter: a registration of the child's own, which Priya sees and cancels.
  reg('camp-06', 'demo-participant', 'Paid+Pending', {
    id: 'camp-06_seed-family-anaya',
    age: 6,
    gender: 'Female',
    dependant: { name: 'Anaya Sharma', relationship: 'child' },
  }),

  // camp-07, mental health open day (25, 3 days ago).
  reg('camp-07', 'demo-sam', 'Paid+Confirmed', {
    review: {
      ratting: 5,
      feedback: 'The breathing session helped more than I expected, and the one-to-one left me with a clear plan and the name of a therapist near my work. Nobody made me feel rushed.',
      daysAgo: 2,
    },
  }),
  reg('camp-07', 'p-03', 'Paid+Confirmed'),
  reg('camp-07', 'p-14', 'Paid+Confirmed', { noShow: true }),
  reg('camp-07', 'p-18', 'Paid+Confirmed', {
    review: {
      ratting: 4,
      feedback: 'Respectful, inclusive and practical. The talk on sleep was excellent, although the room got noisy during the group part.',
      daysAgo: 2,
    },
  }),
  reg('camp-07', 'p-24', 'Paid+Confirmed', {
    review: {
      ratting: 3,
      feedback: 'Useful information, but the one-to-one slots were gone before the first break, so I only had ten minutes with a counsellor. More slots next time, please.',
      daysAgo: 1,
    },
  }),

  // camp-08, physiotherapy (40, in 28 days).
  reg('camp-08', 'p-06', 'Paid+Confirmed'),
  reg('camp-08', 'p-14', 'Unpaid+Pending'),
  reg('camp-08', 'p-16', 'Paid+Pending'),
  reg('camp-08', 'p-18', 'Unpaid+Pending'),
  reg('camp-08', 'p-22', 'Paid+Pending'),

  // camp-09, women's health (30, in 45 days).
  reg('camp-09', 'demo-participant', 'Unpaid+Pending'),
  reg('camp-09', 'p-01', 'Paid+Confirmed'),
  reg('camp-09', 'p-05', 'Unpaid+Pending'),
  reg('camp-09', 'p-07', 'Paid+Confirmed'),
  reg('camp-09', 'p-19', 'Paid+Pending'),
  reg('camp-09', 'p-21', 'Unpaid+Pending'),

  // camp-10, blood donation (free, in 15 days).
  reg('camp-10', 'p-02', 'Paid+Confirmed'),
  reg('camp-10', 'p-08', 'Paid+Pending'),
  reg('camp-10', 'p-09', 'Paid+Pending'),
  reg('camp-10', 'p-14', 'Paid+Confirmed'),
  reg('camp-10', 'p-15', 'Paid+Pending'),
  reg('camp-10', 'p-17', 'Paid+Confirmed'),
  reg('camp-10', 'p-18', 'Paid+Pending'),
  reg('camp-10', 'p-24', 'Paid+Confirmed'),

  // camp-11, skin check (55, 45 days ago).
  reg('camp-11', 'demo-participant', 'Paid+Confirmed', {
    review: {
      ratting: 5,
      feedback: 'I had been worried about a mole on my shoulder for months. Dr. Sørensen photographed and measured it, explained everything in plain words, and I left with a written report for my doctor.',
      daysAgo: 40,
    },
  }),
  reg('camp-11', 'p-04', 'Paid+Confirmed', {
    review: {
      ratting: 4,
      feedback: 'Every mole was checked, even on my scalp, and the warning signs were explained clearly. I waited about 40 minutes past my slot, but it was worth it.',
      daysAgo: 43,
    },
  }),
  reg('camp-11', 'p-08', 'Paid+Confirmed', { noShow: true }),
  reg('camp-11', 'p-10', 'Paid+Confirmed', {
    review: {
      ratting: 2,
      feedback: 'The examination itself was fine, but I waited over an hour, and the referral letter I was promised only arrived after three weeks and two phone calls.',
      daysAgo: 31,
    },
  }),
  reg('camp-11', 'p-16', 'Paid+Confirmed', { noShow: true }),
  reg('camp-11', 'p-22', 'Paid+Confirmed', {
    review: {
      ratting: 5,
      feedback: 'Thorough and kind. They found a small basal cell carcinoma on my nose early, and the hospital removed it two weeks later.',
      daysAgo: 24,
    },
  }),

  // camp-12, hearing (12.5, in 60 days).
  reg('camp-12', 'p-10', 'Unpaid+Pending'),
  reg('camp-12', 'p-13', 'Paid+Pending'),
  reg('camp-12', 'p-20', 'Unpaid+Pending'),
  reg('camp-12', 'p-21', 'Paid+Confirmed'),
  // Full (6 seats: five registered, and one that freed up and was offered to Sam, who has until tomorrow to accept it); three people wait behind him.
  reg('camp-12', 'p-04', 'Paid+Pending'),
  reg('camp-12', 'demo-sam', 'Unpaid+Pending', { waitlist: { status: 'Offered', hoursLeft: 20 } }),
  reg('camp-12', 'p-07', 'Unpaid+Pending', { waitlist: { status: 'Waiting', position: 1 } }),
  reg('camp-12', 'p-15', 'Unpaid+Pending', { waitlist: { status: 'Waiting', position: 2 } }),
  reg('camp-12', 'p-17', 'Unpaid+Pending', { waitlist: { status: 'Waiting', position: 3 } }),

  // camp-13, senior wellness (15, in 75 days).
  reg('camp-13', 'p-04', 'Unpaid+Pending'),
  reg('camp-13', 'p-20', 'Unpaid+Pending'),
  reg('camp-13', 'p-23', 'Paid+Pending'),

  // camp-14, nutrition (9.99, in 100 days): no registrations yet.

  // camp-03 again: a grandmother who came without an account, registered at the door by Rafiq (door staff);
  // the code she was given (GUEST-2WVK8) lets an account claim the registration.
  {
    id: 'camp-03_seed-walk-in',
    campId: 'camp-03',
    uid: '',
    PaymentStatus: 'Paid',
    ConfirmationStatus: 'Pending',
    age: 68,
    gender: 'Female',
    phoneNumber: '',
    emergencyContact: '5550117788',
    walkIn: { name: 'Rosa Delgado', recordedBy: 'demo-door', claimCode: 'GUEST2WVK8' },
  },

  // camp-15, asthma (35, in 40 days).
  reg('camp-15', 'p-14', 'Unpaid+Pending'),
  reg('camp-15', 'p-24', 'Paid+Pending'),

  // camp-16, kidney health (20, in 120 days): no registrations yet.
];

// ---------------------------------------------------------------------------
// Camp staff
// ---------------------------------------------------------------------------

/** Rafiq works the door of Helena's vaccination drive and of Daniel's past dental camp; Joyce is a clinician at both (the dental camp's vitals and vision stations: clinical.ts). */
export const seedStaff: SeedStaff[] = [
  { campId: 'camp-06', uid: 'demo-door', role: 'door', invitedBy: 'demo-organizer-2' },
  { campId: 'camp-03', uid: 'demo-door', role: 'door', invitedBy: 'demo-organizer' },
  { campId: 'camp-06', uid: 'demo-clinician', role: 'clinician', invitedBy: 'demo-organizer-2' },
  { campId: 'camp-03', uid: 'demo-clinician', role: 'clinician', invitedBy: 'demo-organizer' },
];
