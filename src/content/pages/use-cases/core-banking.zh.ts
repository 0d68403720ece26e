import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '核心银行',
  seoTitle: '核心银行系统：实时、云原生、API 优先',
  description:
    '以实时、云原生的核心系统取代批处理式传统核心，覆盖存款、贷款、支付和总账，分阶段安全迁移。',
  blurb: '覆盖存款、贷款和账本的现代实时核心系统。',
  icon: 'i-lucide-server',
  menu: { menu: 'use-cases', label: '核心银行', order: 12 },
  badge: '现代核心',
  intro:
    '核心系统承载着银行的产品、余额和账簿。我们的核心银行系统以开放 API 实时运行这一切：新产品上线只需数周而非数个季度，日终处理也不再让银行停摆。',
  features: [
    {
      icon: 'i-lucide-piggy-bank',
      title: '存款与账户',
      description:
        '活期、储蓄、定期存款和伊斯兰账户，支持灵活的利息、利润分成和费用规则。',
    },
    {
      icon: 'i-lucide-hand-coins',
      title: '贷款与信贷',
      description:
        '零售、中小企业和联保贷款，支持还款计划、抵押品、拨备和贷款重组。',
    },
    {
      icon: 'i-lucide-book-open',
      title: '总账',
      description:
        '实时、多币种的总账，每个产品事件都会自动生成会计分录。',
    },
    {
      icon: 'i-lucide-users',
      title: '客户管理',
      description:
        '跨产品和渠道（网点、App、POS 等）的客户统一视图，包含 KYC 状态、关联关系和文档。',
    },
    {
      icon: 'i-lucide-workflow',
      title: '工作流与审批',
      description:
        '可配置的双人复核流程、按角色设定的权限额度，每项变更都有完整审计轨迹。',
    },
  ],
  lists: [
    {
      title: '迁移方法',
      items: [
        '新旧核心并行运行，持续对账',
        '按产品和客户群分批迁移',
        '切换前进行自动化数据校验和模拟迁移',
        '每一批次都有回退方案',
      ],
    },
    {
      title: '部署方式',
      items: [
        '部署在我们的云端，以 SaaS 方式全托管',
        '本地部署在您的数据中心',
        '满足数据驻留要求的主权云或本地云',
        '每种方式均采用两地三中心架构',
      ],
    },
  ],
  stats: [
    'fasterProcessing',
    'performance',
    { figure: 'deployment', label: '平均部署周期' },
    { value: '零', label: '维护停机时间' },
  ],
  impact: [
    {
      icon: 'i-lucide-rocket',
      title: '更快推出新产品',
      description: '产品靠配置而非编码，新产品数周内即可触达客户。',
    },
    {
      icon: 'i-lucide-clock',
      title: '全天候银行服务',
      description: '没有日终批处理窗口：客户每天24小时、全年无休均可交易。',
    },
    {
      icon: 'i-lucide-piggy-bank',
      title: '更低的运营成本',
      description: '云原生弹性扩展和自动化运维，降低基础设施和支持成本。',
    },
  ],
  actions: [
    { kind: 'contact', label: '申请演示', topic: '一次核心银行系统演示' },
    { kind: 'link', label: '了解 SaaS 核心银行服务', to: '/services/digital-banking-ecosystem/saas-core-banking' },
  ],
} satisfies PageContent;
