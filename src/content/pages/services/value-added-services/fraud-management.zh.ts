import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '欺诈管理',
  seoTitle: '银行卡、钱包与支付的实时欺诈管理',
  description:
    '借助规则与机器学习，实时为每笔银行卡、钱包和转账交易评分，并在统一控制台中管理告警和案件。',
  blurb: '实时规则与机器学习评分，在授权之前拦截欺诈。',
  icon: 'i-lucide-shield-alert',
  menu: { menu: 'value-added-services', label: '欺诈管理', order: 1 },
  intro:
    '欺诈管理实时监控每一次授权、登录和转账，在资金离开账户之前拦截欺诈，同时让真实客户的支付畅通无阻。',
  highlights: [
    {
      icon: 'i-lucide-radar',
      title: '实时评分',
      description:
        '在授权流程中以毫秒级速度为每笔交易评分，综合运用规则、行为画像和机器学习模型。',
    },
    {
      icon: 'i-lucide-sliders-horizontal',
      title: '由分析师掌控的规则',
      description:
        '无需发布软件版本，即可编写规则、基于历史数据测试并上线，随后衡量其命中率和误报率（false positive rate）。',
    },
    {
      icon: 'i-lucide-clipboard-list',
      title: '案件管理',
      description:
        '告警自动转为案件，附带完整的交易时间线和客户联络工具，处理结果回流用于优化模型。',
      details:
        '已确认的欺诈和误报会被自动标注，模型基于您自己的处理结果而非通用数据重新训练。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '对银行卡、钱包、转账和电子商务交易进行实时评分',
      '结合行为画像与设备画像的机器学习模型',
      '可配置的规则引擎，支持基于历史交易的模拟',
      '告警队列、案件管理，以及通过短信或 App 进行客户核实',
      '监控商户和代理，识别串通作案与退款滥用',
      '行业联盟黑名单与观察名单筛查',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '降低欺诈损失和拒付成本',
      '减少误拒，让真实客户更满意',
      '欺诈运营团队更精简、更高效',
      '为监管机构和卡组织提供证据与报告',
    ],
  },
  stats: [
    { figure: 'responseTime', label: '评分延迟' },
    { figure: 'monitoring', label: '交易监控' },
  ],
  actions: [{ kind: 'contact', label: '了解更多', topic: '一次欺诈管理咨询' }],
} satisfies PageContent;
