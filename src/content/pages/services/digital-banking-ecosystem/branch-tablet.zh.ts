import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '网点平板',
  seoTitle: '网点平板：网点与外勤无纸化开户',
  description:
    '无论在网点、外勤现场还是代理点，员工都能用平板为客户开户、采集 KYC 信息并办理业务，支持电子签名和离线采集。',
  blurb: '在网点、外勤现场或代理点实现无纸化开户和业务办理。',
  icon: 'i-lucide-tablet-smartphone',
  menu: { menu: 'digital-banking-ecosystem', label: '网点平板', order: 4 },
  intro:
    '网点平板把开户和日常业务搬到平板上。员工可以在门口、集市或村庄迎接客户，当场办完全部手续。',
  highlights: [
    {
      icon: 'i-lucide-scan-face',
      title: '数字化 KYC',
      description: '在一个引导式流程中扫描身份证件、拍摄活体照片并采集指纹。',
    },
    {
      icon: 'i-lucide-file-signature',
      title: '电子签名',
      description: '客户在屏幕上签署表单，副本通过短信或邮件发送给客户。',
    },
    {
      icon: 'i-lucide-refresh-cw',
      title: '离线采集',
      description: '没有网络也能继续办理；平板重新联网后，加密记录自动同步。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '引导式开户，支持证件扫描和活体拍照',
      '生物特征采集，并与国家身份认证服务比对核验',
      '屏幕电子签名，生成防篡改的 PDF 记录',
      '申请制卡、设置密码和办理业务，一个 App 全搞定',
      '离线模式：本地加密存储，自动同步',
      '远程设备管理、锁定和数据擦除',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '开户从数天缩短到几分钟，全程无纸化',
      '把网点服务送到农村和城郊客户身边',
      '数据录入实时校验，减少差错和退件',
      '释放网点空间和员工时间，专注于咨询和销售',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次网点平板演示' }],
} satisfies PageContent;
