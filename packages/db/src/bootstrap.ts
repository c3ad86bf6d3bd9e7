import type { Insertable, Kysely } from 'kysely';
import type { DB, WebsiteContent } from './generated/db.js';
import { hashPassword, randomPassword } from './password.js';

export const CENTRE_NAME = 'Gulf Lifting & Heavy Equipment Training Centre';
export const DEFAULT_ADMIN_EMAIL = 'admin@training-centre.local';

export interface BootstrapOptions {
  adminEmail?: string;
  /** Unset: a random password is generated, returned once, and must be changed at first sign-in. */
  adminPassword?: string;
}

export interface BootstrapResult {
  adminCreated: boolean;
  adminEmail?: string;
  /** Only when the admin was created with a generated password: the one and only copy. */
  generatedPassword?: string;
}

/** The public site's text until an admin edits it. */
const defaultWebsiteContent: Insertable<WebsiteContent> = {
  heroTitle: 'Lifting & Heavy Equipment Training You Can Trust',
  heroSubtitle:
    'Accredited operator courses, assessments and certification for cranes, forklifts and earth-moving machinery, delivered at our Sitra training yard or on your site anywhere in Bahrain.',
  aboutTitle: `About ${CENTRE_NAME}`,
  aboutSubtitle: 'Safer sites start with competent operators',
  aboutIntroduction:
    'We are a Bahrain-based training centre for the people who lift, move and dig on the Kingdom’s construction sites, ports, refineries and industrial plants. Our instructors are experienced crane and plant operators who combine classroom theory with hands-on practice on real machines, and every course ends with an independent practical and written assessment.',
  aboutImportance:
    'Most lifting and plant accidents trace back to gaps in training: an overloaded crane, a misjudged slew, a forklift taking a corner too fast. Properly trained and certified operators work more safely and more productively, protect their colleagues and the public, and help employers meet the requirements of the Ministry of Labour, their clients and their insurers.',
  featuresTitle: 'Why Train With Us',
  featuresSubtitle:
    'Internationally recognised certification, experienced instructors and realistic practice on the machines your teams use every day.',
  coursesTitle: 'Our Training Programs',
  coursesSubtitle:
    'From mobile and tower cranes to forklifts, excavators and confined-space entry: courses for new operators and refresher training for experienced ones.',
  contactTitle: 'Get in Touch',
  footerDescription:
    'Accredited lifting and heavy-equipment training, assessment and certification for companies and individuals across the Kingdom of Bahrain.',
  companyAddress: 'Building 1175, Road 5135, Block 951, Sitra Industrial Area, Kingdom of Bahrain',
  companyPhone: '+973 1773 5240',
  companyEmail: 'info@gulflifting-training.bh',
  // The same texts for the Arabic pages (an admin edits each language apart).
  heroTitleAr: 'تدريب على الرفع والمعدات الثقيلة يمكنك الوثوق به',
  heroSubtitleAr:
    'دورات معتمدة للمشغلين وتقييمات وشهادات للرافعات والرافعات الشوكية ومعدات تحريك التربة، في ساحة التدريب لدينا في سترة أو في موقعكم في أي مكان في البحرين.',
  aboutTitleAr: 'عن مركز الخليج للرفع والتدريب على المعدات الثقيلة',
  aboutSubtitleAr: 'المواقع الأكثر أمانًا تبدأ بمشغلين أكفاء',
  aboutIntroductionAr:
    'نحن مركز تدريب في البحرين لمن يرفعون ويحرّكون ويحفرون في مواقع البناء والموانئ والمصافي والمنشآت الصناعية في المملكة. مدربونا مشغلو رافعات ومعدات ذوو خبرة، يجمعون بين الدروس النظرية والتطبيق العملي على آلات حقيقية، وتنتهي كل دورة بتقييم عملي وكتابي مستقل.',
  aboutImportanceAr:
    'تعود معظم حوادث الرفع والمعدات إلى ثغرات في التدريب: رافعة محمّلة فوق طاقتها، أو دوران أُسيء تقديره، أو رافعة شوكية تنعطف بسرعة زائدة. المشغلون المدرَّبون والمعتمدون يعملون بأمان وإنتاجية أكبر، ويحمون زملاءهم والناس، ويساعدون أصحاب العمل على تلبية متطلبات وزارة العمل وعملائهم وشركات التأمين.',
  featuresTitleAr: 'لماذا تتدرب معنا',
  featuresSubtitleAr:
    'شهادات معترف بها دوليًا، ومدربون ذوو خبرة، وتدريب واقعي على الآلات التي تستخدمها فرقكم كل يوم.',
  coursesTitleAr: 'برامجنا التدريبية',
  coursesSubtitleAr:
    'من الرافعات المتنقلة والبرجية إلى الرافعات الشوكية والحفارات ودخول الأماكن المحصورة: دورات للمشغلين الجدد ودورات تنشيطية لذوي الخبرة.',
  contactTitleAr: 'تواصل معنا',
  footerDescriptionAr:
    'تدريب وتقييم واعتماد في الرفع والمعدات الثقيلة للشركات والأفراد في جميع أنحاء مملكة البحرين.',
  companyAddressAr: 'مبنى 1175، طريق 5135، مجمع 951، منطقة سترة الصناعية، مملكة البحرين',
};

/**
 * Makes a new database usable: creates the main admin when no admin exists yet, and the website
 * text when it is missing. Safe to call on every start.
 */
export async function ensureBootstrapData(
  db: Kysely<DB>,
  options: BootstrapOptions = {},
): Promise<BootstrapResult> {
  await db
    .insertInto('websiteContent')
    .values(defaultWebsiteContent)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const existingAdmin = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  if (existingAdmin) return { adminCreated: false };

  const adminEmail = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const taken = await db
    .selectFrom('users')
    .select('role')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', adminEmail))
    .executeTakeFirst();
  if (taken) {
    throw new Error(
      `Cannot create the main admin: ${adminEmail} already belongs to a ${taken.role} account. Choose another admin e-mail.`,
    );
  }

  const generated = !options.adminPassword;
  const password = options.adminPassword || randomPassword();
  await db
    .insertInto('users')
    .values({
      email: adminEmail,
      passwordHash: await hashPassword(password),
      firstName: 'Main',
      lastName: 'Admin',
      companyName: CENTRE_NAME,
      role: 'admin',
      isMainAdmin: true,
      mustChangePassword: generated,
    })
    .execute();
  return { adminCreated: true, adminEmail, generatedPassword: generated ? password : undefined };
}
