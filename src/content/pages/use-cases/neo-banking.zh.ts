import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '新型银行技术平台',
  seoTitle: '新型银行技术平台：数字银行的核心系统、渠道与 API',
  description:
    '运营数字银行所需的云原生核心、数字渠道、线上开户和开放 API，配备实时账本，维护零停机。',
  blurb: '运营数字银行所需的核心、渠道和 API。',
  icon: 'i-lucide-building-2',
  menu: { menu: 'use-cases', label: '新型银行平台', order: 6 },
  badge: '平台能力',
  intro:
    '这是数字银行底层的技术。无论您是新进入者，还是正在打造数字品牌的传统银行，新型银行技术平台都能为您的工程和产品团队提供现代化的核心、开箱即用的渠道，以及用于扩展的 API。',
  features: [
    {
      icon: 'i-lucide-server',
      title: '云原生核心',
      description:
        '基于实时复式记账账本的账户、存款、贷款和费用微服务，随需求水平扩展。',
    },
    {
      icon: 'i-lucide-scan-face',
      title: '数字化开户',
      description:
        '证件采集、活体检测、国家身份核验和 AML 筛查，集成在一条可配置的流程中。',
    },
    {
      icon: 'i-lucide-smartphone',
      title: '现成渠道',
      description:
        '白标 iOS、Android 和网页银行 App，以及 USSD 和代理 App，全部调用同一套 API。',
    },
    {
      icon: 'i-lucide-code',
      title: '开放 API 与 SDK',
      description:
        '文档完善的 REST API、Webhook 和沙箱环境，让您的团队和合作伙伴能够独立开发新功能。',
    },
    {
      icon: 'i-lucide-sliders-horizontal',
      title: '产品工厂',
      description:
        '在控制台中为新产品配置利率、费用、限额和准入条件，无需发布软件版本。',
    },
    {
      icon: 'i-lucide-file-check',
      title: '合规引擎',
      description:
        '交易监控、制裁筛查、审计轨迹，以及基于账本生成的监管报表。',
    },
  ],
  lists: [
    {
      title: '架构',
      items: [
        '基于 Kubernetes 的事件驱动微服务',
        '两地三中心部署，自动故障切换，保障高可用性',
        '通过滚动发布和蓝绿发布实现零停机升级',
        '可部署在我们的云端、您的数据中心或主权云',
      ],
    },
    {
      title: '内置集成',
      items: [
        '发卡及卡交易处理（POS、ATM 与线上）',
        '国家交换网络和即时支付通道',
        '征信机构和国家身份系统',
        '短信、推送和电子邮件网关',
      ],
    },
  ],
  stats: [
    { figure: 'tps', label: 'TPS 处理能力' },
    { figure: 'responseTime', label: 'API 响应时间' },
    'uptimeSla',
    'apiCalls',
  ],
  impact: [
    {
      icon: 'i-lucide-gauge',
      title: '处理速度提升30%',
      description: '实时过账取代日终批处理，余额和报表始终保持最新。',
    },
    {
      icon: 'i-lucide-git-branch',
      title: '独立的发布周期',
      description: '各团队在稳定的 API 之上发布新的用户旅程，无需等待核心升级。',
    },
    {
      icon: 'i-lucide-server-cog',
      title: '更低的基础设施成本',
      description: '弹性扩展意味着您只为实际使用的容量付费，而不必全年为峰值硬件买单。',
    },
  ],
  actions: [
    { kind: 'contact', label: '预约技术深度交流', topic: '一次关于新型银行技术平台的技术深度交流' },
    { kind: 'link', label: '准备创办新型银行？', to: '/use-cases/neobank' },
  ],
} satisfies PageContent;
